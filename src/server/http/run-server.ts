import path from 'node:path';
import { env } from '~/server/env';
import { processLogger } from '~/server/logger';
import { startHttpServer, type HttpServer } from './node-server';
import type { RenderCache } from './render-cache';

export interface FetchApp {
  fetch(request: Request): Promise<Response>;
  renderCache?: RenderCache;
}

export interface ServerLifecycle {
  /** Runs before the server listens (migrations, seeding). */
  prepare(): Promise<void>;
  /** Runs after the HTTP server has closed (database pools). */
  close(): Promise<void>;
}

const SHUTDOWN_DEADLINE_MS = 5000;
// Leaves part of the deadline for lifecycle.close() after connections are cut.
const FORCE_CLOSE_CONNECTIONS_MS = 3000;

/**
 * Prepares, listens, and exits cleanly on SIGTERM/SIGINT. Resolves once the server listens.
 * The signal handlers come first: until a process handles SIGTERM, the signal kills it outright, and a
 * stop that arrives while it starts (a deploy, a test) must still close the database.
 */
export async function runServer(app: FetchApp, lifecycle: ServerLifecycle): Promise<void> {
  const config = env();
  const logger = processLogger();
  let server: HttpServer | undefined;
  let starting: Promise<unknown> = Promise.resolve();

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn(`Received ${signal} again, exiting immediately`);
      process.exit(1);
    }
    shuttingDown = true;
    logger.info(`Received ${signal}, shutting down`);
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms, forcing exit`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    starting
      .catch(() => undefined)
      .then(() => server?.close())
      .then(() => lifecycle.close())
      .then(
        () => {
          logger.info('Shutdown complete');
          process.exit();
        },
        (error: unknown) => {
          logger.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  // A promise nobody awaited failed: the request it belonged to has been answered; the process is sound.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unhandled promise rejection'));
  // A throw outside any request leaves the process in a state no one can vouch for: stop cleanly, and let
  // the supervisor (systemd, Docker, the orchestrator) start a fresh one.
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception; shutting down');
    process.exitCode = 1;
    shutdown('SIGTERM');
  });

  starting = (async () => {
    await lifecycle.prepare();
    server = await startHttpServer({
      port: config.PORT,
      host: config.HOST,
      fetch: (request) => app.fetch(request),
      clientDir: path.resolve('dist/client'),
      trustedProxy: config.TRUSTED_PROXY,
      forceCloseAfterMs: FORCE_CLOSE_CONNECTIONS_MS,
      onError: (error) => logger.error({ err: error }, 'Request failed'),
      renderCache: app.renderCache,
    }).catch(async (error: unknown) => {
      await lifecycle.close();
      throw error;
    });
  })();
  await starting;
  if (!shuttingDown) logger.info(`Folio listening on ${server!.url}`);
}
