import { booksRouter } from '~/features/books/books.router';
import { genresRouter } from '~/features/genres/genres.router';
import { onboardingRouter } from '~/features/onboarding/onboarding.router';

export const router = {
  books: booksRouter,
  genres: genresRouter,
  onboarding: onboardingRouter,
};

export type Router = typeof router;
