-- Keeps book_count.total equal to the number of rows in book, one update per statement (bulk inserts
-- of a million rows cost one update, not a million).
INSERT INTO book_count (singleton, total) SELECT true, count(*) FROM book;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_count_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE book_count SET total = total + (SELECT count(*) FROM inserted_books);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_count_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE book_count SET total = total - (SELECT count(*) FROM deleted_books);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_count_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE book_count SET total = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER book_count_insert AFTER INSERT ON book REFERENCING NEW TABLE AS inserted_books
  FOR EACH STATEMENT EXECUTE FUNCTION book_count_after_insert();
--> statement-breakpoint
CREATE TRIGGER book_count_delete AFTER DELETE ON book REFERENCING OLD TABLE AS deleted_books
  FOR EACH STATEMENT EXECUTE FUNCTION book_count_after_delete();
--> statement-breakpoint
CREATE TRIGGER book_count_truncate AFTER TRUNCATE ON book
  FOR EACH STATEMENT EXECUTE FUNCTION book_count_after_truncate();
