import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { serverContext } from '~/server/context';
import { demoCodeFor, isDemoAccount } from '~/server/demo-codes';

/** Demo mode only, seeded demo accounts only: the code the verify page shows instead of an e-mail. */
export const getDemoCode = createServerFn({ method: 'GET' })
  .validator(z.object({ email: z.string().max(254) }))
  .handler(async ({ data }) => {
    const { env, connection } = await serverContext();
    if (!env.DEMO_MODE || !isDemoAccount(data.email)) return null;
    return demoCodeFor(connection.db, data.email);
  });
