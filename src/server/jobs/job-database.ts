import type { Db } from 'pg-boss';
import type { DatabaseConnection } from '../db/client';

/** The schema pg-boss's tables live in, beside Folio's own (public). */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss's statements go through Folio's own connection: on PGlite, the one instance the process
 * holds (its single connection cannot be shared otherwise); on PostgreSQL, Folio's pool, so its
 * size, timeouts and failure handling hold for the jobs as for every request (ADR 0021).
 */
export async function jobDatabase(connection: DatabaseConnection): Promise<Db> {
  if (connection.kind === 'pglite') {
    const { fromPglite } = await import('pg-boss');
    return fromPglite(connection.client);
  }
  const { pool } = connection;
  return {
    // Without values pg sends the text as one simple query, so pg-boss's multi-statement blocks
    // (BEGIN … COMMIT with an advisory lock) run on one connection; pg-boss unwraps the array it answers.
    executeSql: async (text, values) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss reads `rows` of either shape
      (await pool.query(text, values?.length ? values : undefined)) as any,
  };
}

/**
 * Installs pg-boss's tables when they are missing, with Folio's migrations (so each test database,
 * copied from a migrated template, has them already). A newer pg-boss migrates its own tables when
 * the job runner starts.
 */
export async function installJobSchema(connection: DatabaseConnection): Promise<void> {
  const [found] = await connection.query<{ installed: boolean }>(
    `select to_regclass('${JOB_SCHEMA}.version') is not null as installed`,
  );
  if (found?.installed) return;
  const { getConstructionPlans } = await import('pg-boss');
  await (await jobDatabase(connection)).executeSql(getConstructionPlans(JOB_SCHEMA));
}
