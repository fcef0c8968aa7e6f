import pino, { type LoggerOptions } from 'pino';
import { env } from '~/server/env';

function createLogger() {
  const { LOG_LEVEL, NODE_ENV } = env();
  const options: LoggerOptions = { level: LOG_LEVEL };
  const pretty = NODE_ENV === 'development' || (NODE_ENV !== 'production' && process.stdout.isTTY);
  if (!pretty) return pino(options);
  return pino({
    ...options,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
  });
}

let current: pino.Logger | undefined;

/** The process-wide logger (pretty in development, JSON lines in production), made on first use. */
export function processLogger(): pino.Logger {
  current ??= createLogger();
  return current;
}
