import handler, { createServerEntry } from '@tanstack/react-start/server-entry';
import { serverContext } from './server/context';
import { closeDatabase } from './server/db/database';
import { runServer } from './server/http/run-server';

const fetch = async (request: Request) => handler.fetch(request);

export default createServerEntry({ fetch });

/** Production start (scripts/start.mjs): open, migrate and seed the database first, then listen. */
export async function startServer(): Promise<void> {
  await runServer(
    { fetch },
    {
      prepare: async () => {
        await serverContext();
      },
      close: closeDatabase,
    },
  );
}
