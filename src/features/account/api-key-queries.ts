import { orpc } from '~/api/client';

export const apiKeyQueries = {
  all: () => orpc.account.apiKeys.key(),
  /** The person's keys, and what a new key may be given here (lifetimes, permissions). */
  mine: () => orpc.account.apiKeys.list.queryOptions(),
};
