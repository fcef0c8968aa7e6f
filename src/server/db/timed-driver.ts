import { AsyncResource } from 'node:async_hooks';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { currentRequestTiming, type RequestTiming } from '../request-timing';
import { registerDatabaseStats } from '../telemetry/metrics';
import { inChildSpan, tracingEnabled } from '../telemetry/tracer';

// Every statement is counted where it leaves for the database, under drizzle and under better-auth's
// drizzle adapter alike, and added to the timing of the request that sent it (server-timing.ts). Outside
// a timed request (SERVER_TIMING off, migrations, seeding) the wrappers only look up an empty store.

/** Runs `send` as one statement of `timing`: counted now, its time added when it settles. */
function timed<T>(timing: RequestTiming, send: () => Promise<T>): Promise<T> {
  timing.statements += 1;
  const started = performance.now();
  const answer = send();
  const done = () => void (timing.databaseMs += performance.now() - started);
  answer.then(done, done);
  return answer;
}

/**
 * `send` as one statement to PGlite: in the queue gauge until answered, and, with tracing, a span
 * holding the statement's text (its values are parameters, never in it).
 */
function pgliteStatement<T>(sql: string, send: () => Promise<T>): Promise<T> {
  pgliteQueue += 1;
  const answer = tracingEnabled()
    ? inChildSpan(`pglite ${sql.trimStart().split(/\s/, 1)[0]!.toLowerCase()}`, pgliteAttributes(sql), send)
    : send();
  const settled = () => void (pgliteQueue -= 1);
  answer.then(settled, settled);
  return answer;
}

function pgliteAttributes(sql: string) {
  return { 'db.system.name': 'postgresql', 'db.query.text': sql, 'folio.database': 'pglite' };
}

/** PGlite's statements sent and not yet answered: it runs one at a time, the others wait. */
let pgliteQueue = 0;

/** Counts and times what is sent through this PGlite: queries, exec scripts and transactions. */
export function timePgliteStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  registerDatabaseStats(() => ({ pgliteQueue }));
  client.query = <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
    pgliteStatement(sql, () => {
      const timing = currentRequestTiming();
      return timing ? timed(timing, () => query<T>(sql, params, options)) : query<T>(sql, params, options);
    });
  client.exec = (sql: string, options?: QueryOptions) =>
    pgliteStatement(sql, () => {
      const timing = currentRequestTiming();
      return timing ? timed(timing, () => exec(sql, options)) : exec(sql, options);
    });
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => {
    const timing = currentRequestTiming();
    if (!timing) return transaction(callback);
    // PGlite sends BEGIN and COMMIT (or ROLLBACK) itself; they are statements, as they are on
    // PostgreSQL, where drizzle sends them. Their time: from the call until the callback starts
    // (waiting for the database, BEGIN), and from the callback's end until the transaction settles.
    timing.statements += 2;
    let mark = performance.now();
    const settled = () => void (timing.databaseMs += performance.now() - mark);
    const result = transaction(async (tx) => {
      settled();
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        pgliteStatement(sql, () => timed(timing, () => txQuery<R>(sql, params, options)));
      tx.exec = (sql: string, options?: QueryOptions) =>
        pgliteStatement(sql, () => timed(timing, () => txExec(sql, options)));
      try {
        return await callback(tx);
      } finally {
        mark = performance.now();
      }
    });
    result.then(settled, settled);
    return result;
  };
}

type QueryMethod = (this: pg.ClientBase, ...args: unknown[]) => unknown;

/** Counts and times every statement of this pool's connections, in or out of a transaction. */
export function timePostgresStatements(pool: pg.Pool): void {
  registerDatabaseStats(() => ({
    pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
  }));
  pool.on('connect', (client) => {
    const query = client.query as unknown as QueryMethod;
    const timedQuery: QueryMethod = function (...args) {
      const timing = currentRequestTiming();
      if (!timing) return query.apply(this, args);
      timing.statements += 1;
      const started = performance.now();
      const done = () => void (timing.databaseMs += performance.now() - started);
      // pool.query passes a callback; drizzle's transactions await the promise.
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = function (this: unknown, ...results: unknown[]) {
          done();
          return (callback as (...results: unknown[]) => unknown).apply(this, results);
        };
        return query.apply(this, args);
      }
      const answer = query.apply(this, args);
      if (answer instanceof Promise) answer.then(done, done);
      return answer;
    };
    client.query = timedQuery as unknown as typeof client.query;
  });
  // When every connection is busy, pg-pool hands the next free one to a waiting pool.query from within
  // another request's release: the waiting callback keeps its own request's context.
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) =>
    connect(
      callback && currentRequestTiming() ? AsyncResource.bind(callback) : callback,
    )) as typeof pool.connect;
}
