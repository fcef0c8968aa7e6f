import { z } from 'zod';
import { nameSchema } from '~/lib/person-name';

export const onboardingSchema = z.object({ name: nameSchema });
export type OnboardingInput = z.infer<typeof onboardingSchema>;
