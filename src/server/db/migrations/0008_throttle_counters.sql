CREATE TABLE "throttle_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_counter_expires_at_idx" ON "throttle_counter" USING btree ("expires_at");