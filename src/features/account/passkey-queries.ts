import { orpc } from '~/api/client';

export const passkeyQueries = {
  all: () => orpc.account.passkeys.key(),
  mine: () => orpc.account.passkeys.list.queryOptions(),
};
