// npm run user:create -- --email a@b.c --name "A B" --role admin
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { isRoleName, ROLE_NAMES, type RoleName } from '~/lib/permissions';
import { nameSchema } from '~/lib/person-name';
import validationTexts from '~/locales/en/validation.json';
import { closeDatabase, database } from '~/server/db/database';
import { upsertUser } from '~/server/users/upsert-user';

const argsSchema = z.object({
  email: z.email({ error: 'expected --email with a valid e-mail address' }),
  name: nameSchema.optional(),
  role: z
    .custom<RoleName>(isRoleName, { error: `expected --role ${ROLE_NAMES.join(' or ')}` })
    .default('user'),
});

/** The shared schemas speak in translation keys: the command line reads them in English. */
function usageMessage(issue: z.core.$ZodIssue): string {
  const key = issue.message.replace(/^validation:/, '');
  const text = key in validationTexts ? validationTexts[key as keyof typeof validationTexts] : issue.message;
  return issue.path[0] === 'name' ? `--name: ${text}` : text;
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(usageMessage(parsed.error.issues[0]!));
  const { db } = await database();
  const { created, user } = await upsertUser(db, parsed.data);
  console.log(
    `${created ? 'Created' : 'Updated'} ${user.email} (${user.role}${user.name ? `, ${user.name}` : ''})`,
  );
}

main()
  .then(closeDatabase)
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    await closeDatabase().catch(() => {});
    process.exitCode = 1;
  });
