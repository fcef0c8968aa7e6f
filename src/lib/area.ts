/** The two areas a page can belong to: /app for everyone, /manager for admins. */
export type Area = 'app' | 'manager';

/** The typed route paths of the screens that exist in both areas. */
export const areaPaths = {
  app: {
    account: '/app/account',
    books: '/app/books',
    book: '/app/books/$id',
    organizations: '/app/organizations',
  },
  manager: {
    account: '/manager/account',
    books: '/manager/books',
    book: '/manager/books/$id',
    organizations: '/manager/organizations',
  },
} as const satisfies Record<Area, { account: string; books: string; book: string; organizations: string }>;
