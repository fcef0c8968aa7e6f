import type { LoggerOptions } from 'pino';

const MAX_TEXT = 1_000;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;
/** Keys whose values are secrets, or may hold one (a query's parameters hold session tokens). */
const SECRET_KEY = /token|secret|password|cookie|authorization|^params$|^otp$|^code$/i;
const REDACTED = '[redacted]';

/**
 * A log value cut to a readable size: long texts end in "… (N characters)", long lists and deep
 * objects are shortened, errors keep their name, message and stack (each cut). One request can no
 * longer write megabytes of log by sending a megabyte-long field. Secrets are redacted: values under
 * keys such as `token`, `cookie`, `password` or a query's `params`, the parameters a failed query
 * lists in its message, and a URL's password or a session cookie inside any text.
 */
export function boundedLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return boundedText(value);
  if (value instanceof Error) {
    return {
      type: value.name,
      message: boundedText(withoutQueryParams(value.message)),
      ...(value.stack ? { stack: boundedText(withoutQueryParams(value.stack)) } : {}),
      ...(value.cause !== undefined && depth < MAX_DEPTH
        ? { cause: boundedLogValue(value.cause, depth + 1) }
        : {}),
    };
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => boundedLogValue(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (${value.length - MAX_ITEMS} more)`] : items;
  }
  const entries = Object.entries(value);
  const kept = entries
    .slice(0, MAX_ITEMS)
    .map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : boundedLogValue(item, depth + 1)]);
  if (entries.length > MAX_ITEMS) kept.push(['…', `${entries.length - MAX_ITEMS} more keys`]);
  return Object.fromEntries(kept);
}

/** Drizzle's "Failed query: … params: a,b" names the parameters, session tokens among them. */
function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: .*/g, `\nparams: ${REDACTED}`);
}

/** Secrets that travel inside a text: a URL's password (a database URL), a session cookie's value. */
function withoutInlineSecrets(text: string): string {
  return text
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi, `$1${REDACTED}@`)
    .replace(/(session_token=)[^;\s&"]+/gi, `$1${REDACTED}`);
}

function boundedText(text: string): string {
  const safe = withoutInlineSecrets(text);
  return safe.length > MAX_TEXT ? `${safe.slice(0, MAX_TEXT)}… (${safe.length} characters)` : safe;
}

/** Every logger Folio makes bounds what it is given (see boundedLogValue). */
export const boundedLogOptions: Pick<LoggerOptions, 'hooks'> = {
  hooks: {
    logMethod(args, method) {
      method.apply(this, args.map((arg) => boundedLogValue(arg)) as Parameters<typeof method>);
    },
  },
};
