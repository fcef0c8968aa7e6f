// Lists a few books, then adds one, with a personal API key that may read and create books:
//   FOLIO_URL=https://folio.example.com FOLIO_API_KEY=folio_… npx tsx sdk/examples/books.ts
// A refusal is told in a sentence (and the exit code is 1); a 429 is waited out once, as Folio asks.
import { pathToFileURL } from 'node:url';
import { createFolioClient, FolioApiError, unwrap, type FolioRefusal } from '../src/index.js';

export interface ExampleOptions {
  /** Where Folio is, e.g. https://folio.example.com. */
  baseUrl: string;
  /** A personal API key (folio_…) with the permissions book: read and create. */
  apiKey: string;
  /** Where the example tells what it does. */
  log: (line: string) => void;
  /** How to wait out a 429 (a test passes its own); a timer by default. */
  sleep?: (seconds: number) => Promise<void>;
}

export interface ExampleOutcome {
  /** How many books the first page listed. */
  listed?: number;
  /** The book the example added. */
  created?: { id: string; title: string };
  /** What Folio refused, if it did. */
  refusal?: FolioRefusal;
}

export async function main({ baseUrl, apiKey, log, sleep = wait }: ExampleOptions): Promise<ExampleOutcome> {
  const folio = createFolioClient({ baseUrl, apiKey });
  const outcome: ExampleOutcome = {};
  /** One request; after a 429, once more when its Retry-After has passed (a refused request did nothing). */
  async function patiently<Data>(
    call: () => Promise<{ data?: Data; error?: unknown; response: Response }>,
  ): Promise<Data> {
    try {
      return await unwrap(call());
    } catch (error) {
      if (!(error instanceof FolioApiError) || error.status !== 429) throw error;
      const seconds = error.retryAfter ?? 1;
      log(`Folio asks to slow down: waiting ${seconds} s before trying once more.`);
      await sleep(seconds);
      return unwrap(call());
    }
  }

  try {
    const page = await patiently(() => folio.GET('/books', { params: { query: { limit: 5 } } }));
    outcome.listed = page.items.length;
    log(`The first ${page.items.length} books:`);
    for (const book of page.items) log(`- ${book.title}, by ${book.author}`);

    const genre = page.items.find((book) => book.genre)?.genre;
    if (!genre) {
      log('No listed book has a genre to give the new one: nothing added.');
      return outcome;
    }
    const title = `Written with the SDK, ${new Date().toISOString()}`;
    const created = await patiently(() =>
      folio.POST('/books', { body: { title, author: 'Folio SDK example', genreId: genre.id } }),
    );
    outcome.created = { id: created.id, title: created.title };
    log(`Added "${created.title}" (${genre.name}), id ${created.id}.`);
  } catch (error) {
    if (!(error instanceof FolioApiError)) throw error;
    outcome.refusal = { status: error.status, code: error.code, message: error.message };
    if (error.retryAfter !== undefined) outcome.refusal.retryAfter = error.retryAfter;
    log(explained(error));
  }
  return outcome;
}

/** What a refusal means for the person running the example. */
function explained(refusal: FolioApiError): string {
  switch (refusal.status) {
    case 401:
      return 'Folio does not accept this API key: it may be mistyped, revoked or expired. Make a new one on your account page.';
    case 403:
      return `This API key may not do that (${refusal.code}): a key may do what both it and its owner's role allow; this example needs book: read and create.`;
    case 429:
      return `Still too many requests after waiting once: try again in ${refusal.retryAfter ?? 'a few'} seconds.`;
    default:
      return `Folio refused: ${refusal.message}`;
  }
}

function wait(seconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // eslint-disable-next-line no-restricted-properties -- an example run by hand reads its own settings
  const { FOLIO_URL, FOLIO_API_KEY } = process.env;
  if (!FOLIO_URL || !FOLIO_API_KEY) {
    console.error('Set FOLIO_URL (e.g. http://localhost:3000) and FOLIO_API_KEY (folio_…).');
    process.exitCode = 2;
  } else {
    try {
      const outcome = await main({ baseUrl: FOLIO_URL, apiKey: FOLIO_API_KEY, log: console.log });
      if (outcome.refusal) process.exitCode = 1;
    } catch (error) {
      // Not a refusal: Folio could not be reached (or answered something that is not Folio's).
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      console.error(
        `Could not talk to Folio at ${FOLIO_URL}: ${cause instanceof Error ? cause.message : cause}`,
      );
      process.exitCode = 1;
    }
  }
}
