import { createRequire } from 'node:module';
import pino, { type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';
import { env } from '~/server/env';
import { boundedLogOptions } from './log-bounds';
import { currentRequestTiming } from './request-timing';
import { activeTraceId } from './telemetry/tracer';

function createLogger() {
  const { LOG_LEVEL, NODE_ENV } = env();
  const options: LoggerOptions = { level: LOG_LEVEL, ...boundedLogOptions, mixin: requestLogFields };
  const readable = NODE_ENV === 'development' || (NODE_ENV !== 'production' && process.stdout.isTTY);
  if (!readable) return pino(options);
  // A stream in this thread rather than a transport: a transport's worker cannot resolve pino-pretty
  // from inside the dev server's module graph. Required here, so a production server never loads it.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return pino(options, pretty({ translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' }));
}

let current: pino.Logger | undefined;

/** The process-wide logger (pretty in development, JSON lines in production), made on first use. */
export function processLogger(): pino.Logger {
  current ??= createLogger();
  return current;
}

/**
 * What each log line written while a request runs says of it: its request id and, with tracing, its
 * trace id, so that a line leads to the request's trace and back.
 */
export function requestLogFields(): { requestId?: string; traceId?: string } {
  const requestId = currentRequestTiming()?.requestId;
  const traceId = activeTraceId();
  if (!requestId && !traceId) return {};
  return { requestId, traceId };
}
