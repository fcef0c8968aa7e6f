import { orpc } from '~/api/client';

/** The dashboard's figures, chart and latest activity: one request. */
export const dashboardQuery = orpc.dashboard.get.queryOptions();
