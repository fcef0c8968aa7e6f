import { z } from 'zod';
import { AUDIT_ACTIONS } from '~/lib/audit-actions';

/** A count, and how many of it were added within the window (DASHBOARD_DAYS days). */
const figureSchema = z.object({ total: z.number().int(), recent: z.number().int() });

export const dashboardSchema = z.object({
  users: figureSchema,
  books: figureSchema,
  genres: figureSchema,
  /** One entry per UTC day, oldest first, today last; `day` is yyyy-mm-dd. */
  signInsPerDay: z.array(z.object({ day: z.iso.date(), count: z.number().int() })),
  /** Newest first. */
  latestEvents: z.array(
    z.object({
      id: z.string(),
      createdAt: z.date(),
      action: z.enum(AUDIT_ACTIONS),
      actorEmail: z.string().nullable(),
      targetLabel: z.string().nullable(),
    }),
  ),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
