import type { ThrottleStore } from './store';

/** INCR, and on the first hit of a window set its expiry; returns the count and milliseconds left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR a counter still in its window (its expiry is kept), never below 0. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

/** Counters in Redis (REDIS_URL), under `prefix`; one Lua script per hit, so atomic. */
export function redisThrottleStore(url: string, prefix: string): ThrottleStore {
  // A Redis that is down fails a hit within two seconds (the caller answers 503), and is reconnected to
  // in the background, so counting resumes when it is back.
  // ioredis is loaded only when REDIS_URL is set; a failed load fails each hit.
  const client = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // Reported through the failed hits; without a listener ioredis would print every reconnection attempt.
    redis.on('error', () => {});
    return redis;
  });
  client.catch(() => {});
  return {
    async hit(key, windowSeconds) {
      const redis = await client;
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowSeconds * 1000))) as [
        number,
        number,
      ];
      return { count, resetInSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async release(key) {
      await (await client).eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async clear(key) {
      await (await client).del(prefix + key);
    },
    async ping() {
      await (await client).ping();
    },
    async close() {
      const redis = await client.catch(() => undefined);
      if (!redis) return;
      if (redis.status === 'end' || redis.status === 'wait') return redis.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
