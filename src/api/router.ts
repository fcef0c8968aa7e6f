import { accountRouter } from '~/features/account/account.router';
import { auditRouter } from '~/features/audit/audit.router';
import { booksRouter } from '~/features/books/books.router';
import { dashboardRouter } from '~/features/dashboard/dashboard.router';
import { genresRouter } from '~/features/genres/genres.router';
import { jobsRouter } from '~/features/jobs/jobs.router';
import { onboardingRouter } from '~/features/onboarding/onboarding.router';
import { organizationsRouter } from '~/features/organizations/organizations.router';
import { shelvesRouter } from '~/features/organizations/shelves.router';
import { usersRouter } from '~/features/users/users.router';
import { webhooksRouter } from '~/features/webhooks/webhooks.router';

export const router = {
  account: accountRouter,
  audit: auditRouter,
  books: booksRouter,
  dashboard: dashboardRouter,
  genres: genresRouter,
  jobs: jobsRouter,
  onboarding: onboardingRouter,
  organizations: organizationsRouter,
  shelves: shelvesRouter,
  users: usersRouter,
  webhooks: webhooksRouter,
};

export type Router = typeof router;
