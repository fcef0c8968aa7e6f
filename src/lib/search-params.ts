import type { SearchSchemaInput } from '@tanstack/react-router';
import { isEmail } from './email';

/**
 * Reads one search param of a URL: the value when it is acceptable, otherwise what a missing param
 * means (undefined, or a default). A hand-edited or stale URL never breaks a page.
 */
export type SearchParam<Value> = (raw: unknown) => Value;

type Values<Shape> = { [Key in keyof Shape]: Shape[Key] extends SearchParam<infer Value> ? Value : never };
type Optional<Shape> = { [Key in keyof Shape as undefined extends Shape[Key] ? Key : never]?: Shape[Key] };
type Required<Shape> = { [Key in keyof Shape as undefined extends Shape[Key] ? never : Key]: Shape[Key] };
/** What a route's search params are once read: a param that may be missing is an optional key. */
export type SearchOf<Shape> = Optional<Values<Shape>> & Required<Values<Shape>>;

/**
 * A route's `validateSearch`, param by param. Plain functions rather than zod: every route's
 * validateSearch is part of the route tree, which every page loads first, and zod would add about
 * 24 KB (gzip) to each of them. The API checks what it is sent with its own zod schemas.
 */
export function searchParams<Shape extends Record<string, SearchParam<unknown>>>(shape: Shape) {
  return (search: Partial<SearchOf<Shape>> & SearchSchemaInput): SearchOf<Shape> => {
    const raw = search as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    // Every key, a refused one as undefined: the router lays this over the URL's raw params, so a key
    // left out would pass the raw value on (`?banned=` as '', which the API then refuses).
    for (const key of Object.keys(shape)) read[key] = shape[key]!(raw[key]);
    return read as SearchOf<Shape>;
  };
}

/** A text of at most `maxLength` characters (a search term, a cursor, a path to return to). */
export function text(
  maxLength = Number.POSITIVE_INFINITY,
  pattern?: RegExp,
): SearchParam<string | undefined> {
  return (raw) =>
    typeof raw === 'string' && raw.length <= maxLength && (!pattern || pattern.test(raw)) ? raw : undefined;
}

/**
 * One of a few known values (a role, a drawer's name). The router reads `?banned=false`, as a form
 * submitted without scripts writes it, as the boolean `false` (and writes the text as `"false"`): both
 * are the value `'false'`.
 */
export function oneOf<const Value extends string>(values: readonly Value[]): SearchParam<Value | undefined> {
  return (raw) => {
    const value = typeof raw === 'boolean' || typeof raw === 'number' ? String(raw) : raw;
    return (values as readonly unknown[]).includes(value) ? (value as Value) : undefined;
  };
}

/** A param that means `fallback` when it is missing or not acceptable. */
export function withDefault<Value>(
  param: SearchParam<Value | undefined>,
  fallback: Value,
): SearchParam<Value> {
  return (raw) => param(raw) ?? fallback;
}

/** The `cursor` of a list page: the first item of the last page shown. */
export const listCursor = text(1_000);

/** An e-mail address (one a link knows, such as an invitation's). */
export const emailAddress: SearchParam<string | undefined> = (raw) =>
  typeof raw === 'string' && isEmail(raw) ? raw : undefined;
