import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttleCounter } from '../db/schema';
import type { ThrottleStore } from './store';

/** Expired rows are deleted now and then, by the hits themselves (about one hit in 50). */
const CLEANUP_PROBABILITY = 0.02;

/** Counters in the `throttle_counter` table (PostgreSQL or PGlite); one atomic upsert per hit. */
export function databaseThrottleStore(db: Database): ThrottleStore {
  return {
    async hit(key, windowSeconds) {
      const expired = sql`${throttleCounter.expiresAt} <= now()`;
      // The database's clock, not this instance's, so that all instances agree on the windows.
      const [row] = await db
        .insert(throttleCounter)
        .values({ key, count: 1, expiresAt: sql`now() + make_interval(secs => ${windowSeconds})` })
        .onConflictDoUpdate({
          target: throttleCounter.key,
          set: {
            count: sql`case when ${expired} then 1 else ${throttleCounter.count} + 1 end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${throttleCounter.expiresAt} end`,
          },
        })
        .returning({
          count: throttleCounter.count,
          resetInSeconds: sql<number>`ceil(extract(epoch from (${throttleCounter.expiresAt} - now())))::int`,
        });
      if (Math.random() < CLEANUP_PROBABILITY) {
        await db.delete(throttleCounter).where(lt(throttleCounter.expiresAt, sql`now()`));
      }
      // A transaction that started (now()) just before the one that opened the window sees a hair more.
      const resetInSeconds = Math.min(windowSeconds, Math.max(1, Number(row!.resetInSeconds)));
      return { count: row!.count, resetInSeconds };
    },
    async release(key) {
      await db
        .update(throttleCounter)
        .set({ count: sql`${throttleCounter.count} - 1` })
        .where(
          and(
            eq(throttleCounter.key, key),
            gt(throttleCounter.count, 0),
            gt(throttleCounter.expiresAt, sql`now()`),
          ),
        );
    },
    async clear(key) {
      await db.delete(throttleCounter).where(eq(throttleCounter.key, key));
    },
    // The connection belongs to the server context, which closes it.
    async close() {},
  };
}
