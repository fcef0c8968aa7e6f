CREATE TABLE "book_count" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "book_count_singleton" CHECK ("book_count"."singleton")
);
