import type { Area } from '~/features/shell/navigation';

/** The typed route paths of the book screens in each area. */
export const bookPaths = {
  app: { list: '/app/books', detail: '/app/books/$id' },
  manager: { list: '/manager/books', detail: '/manager/books/$id' },
} as const satisfies Record<Area, { list: string; detail: string }>;
