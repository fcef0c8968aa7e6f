import path from 'node:path';
import { env } from '~/server/env';
import { processLogger } from '~/server/logger';
import { startHttpServer, type FetchOptions, type HttpServer } from './node-server';
import type { RenderCache } from './render-cache';

export interface FetchApp {
  fetch(request: Request, options: FetchOptions): Promise<Response>;
  renderCache?: RenderCache;
}

export interface ServerLifecycle {
  /** Runs before the server listens (migrations, seeding). */
  prepare(): Promise<void>;
  /** Runs on the signal beside the HTTP server's close, with as long (background work: the jobs). */
  drain?(graceMs: number): Promise<void>;
  /** Runs after the HTTP server has closed and `drain` has ended (database pools). */
  close(): Promise<void>;
}

/** How long lifecycle.close() (the database) may take once the HTTP server has closed. */
const CLOSE_DEADLINE_MS = 5000;

/**
 * Prepares, listens, and exits cleanly on SIGTERM/SIGINT. Resolves once the server listens.
 * The signal handlers come first: until a process handles SIGTERM, the signal kills it outright, and a
 * stop that arrives while it starts (a deploy, a test) must still close the database.
 *
 * On the signal the server stops listening and closes idle keep-alive connections; requests in flight
 * have SHUTDOWN_GRACE_MS to finish (each connection closes after its answer). Then the connections
 * still open are cut, the lifecycle closes (at most CLOSE_DEADLINE_MS more) and the process exits.
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
    // A backstop for a start (prepare) or a close that never ends; reset for the lifecycle's close.
    let deadline = forceExitAfter(config.SHUTDOWN_GRACE_MS + CLOSE_DEADLINE_MS);
    starting
      .catch(() => undefined)
      .then(() =>
        Promise.all([
          server?.close(),
          lifecycle
            .drain?.(config.SHUTDOWN_GRACE_MS)
            .catch((error: unknown) => logger.error({ err: error }, 'Stopping the background work failed')),
        ]),
      )
      .then(() => {
        clearTimeout(deadline);
        deadline = forceExitAfter(CLOSE_DEADLINE_MS);
        return lifecycle.close();
      })
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
  const forceExitAfter = (ms: number) =>
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${ms} ms, forcing exit`);
      process.exit(1);
    }, ms).unref();
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
      fetch: (request, options) => app.fetch(request, options),
      clientDir: path.resolve('dist/client'),
      trustedProxy: config.TRUSTED_PROXY,
      forceCloseAfterMs: config.SHUTDOWN_GRACE_MS,
      onForceClose: () =>
        logger.warn(
          `Requests still in flight after SHUTDOWN_GRACE_MS (${config.SHUTDOWN_GRACE_MS} ms): their connections are cut`,
        ),
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
