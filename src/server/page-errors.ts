import type { Logger } from 'pino';
import { processLogger } from './logger';

/**
 * A page that failed on the server: the browser gets its request's reference only (src/start.ts),
 * the log gets the error under the same request id, so the one leads to the other.
 */
export function logPageError(error: Error, logger: Logger = processLogger()): void {
  logger.error({ err: error }, 'A page failed on the server');
}
