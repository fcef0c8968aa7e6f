import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { procedure } from '~/server/api/procedure';
import { user } from '~/server/db/schema';
import { nameFormSchema } from '~/lib/schemas';

export const completeOnboarding = procedure
  .meta({ permission: { account: ['update'] } })
  .route({
    method: 'POST',
    path: '/onboarding',
    summary: 'Complete onboarding with a name',
    tags: ['Account'],
  })
  .input(nameFormSchema)
  .output(z.object({ name: z.string(), onboardedAt: z.date() }))
  .handler(async ({ input, context }) => {
    const [updated] = await context.server.connection.db
      .update(user)
      .set({ name: input.name, onboardedAt: new Date() })
      .where(eq(user.id, context.user.id))
      .returning({ name: user.name, onboardedAt: user.onboardedAt });
    return { name: updated!.name, onboardedAt: updated!.onboardedAt! };
  });

export const onboardingRouter = { complete: completeOnboarding };
