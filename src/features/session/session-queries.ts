import { queryOptions } from '@tanstack/react-query';
import { viewerQueryKey } from '~/lib/viewer';
import { getPublicConfig, getViewer } from './session.functions';

export const viewerQuery = queryOptions({
  queryKey: viewerQueryKey,
  queryFn: () => getViewer(),
  staleTime: 30_000,
});

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => getPublicConfig(),
  staleTime: Number.POSITIVE_INFINITY,
});
