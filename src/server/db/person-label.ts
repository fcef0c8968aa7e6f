import { sql } from 'drizzle-orm';
import { user } from './schema';

/**
 * How a person is named to others: their name, or their e-mail address while they have none (a name is
 * set at onboarding, which an invited or provider-made account may not have been through yet). Null
 * when the person is gone (a left join found no user).
 */
export const personLabel = sql<string | null>`coalesce(nullif(btrim(${user.name}), ''), ${user.email})`;
