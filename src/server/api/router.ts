import { genresRouter } from '~/features/genres/genres.router';
import { onboardingRouter } from '~/features/onboarding/onboarding.router';

export const router = {
  genres: genresRouter,
  onboarding: onboardingRouter,
};

export type Router = typeof router;
