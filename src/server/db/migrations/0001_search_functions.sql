-- Case- and accent-insensitive search: trigram indexes over lower(unaccent(text)).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary explicitly makes this
-- wrapper safe to declare IMMUTABLE, which an index expression requires.
CREATE OR REPLACE FUNCTION folio_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
