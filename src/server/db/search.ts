import { sql, type SQL } from 'drizzle-orm';

/**
 * Case- and accent-insensitive "contains" matching backed by pg_trgm GIN indexes: both the indexed
 * text and the term go through the database's immutable `folio_search_text` (lower + unaccent), so
 * they are normalised identically. Every word of the term must match somewhere.
 */
export function searchTokens(term: string | undefined): string[] {
  return (term ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

export function searchText(expression: SQL): SQL {
  return sql`folio_search_text(${expression})`;
}

/** `%token%` for LIKE, with the token's own wildcards escaped and normalised like the index. */
export function containsPattern(token: string): SQL {
  const escaped = token.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`'%' || folio_search_text(${escaped}) || '%'`;
}
