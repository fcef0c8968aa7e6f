import { orpc } from '~/lib/orpc';

/** The dashboard's figures, chart and latest activity: one request. */
export const dashboardQuery = orpc.dashboard.get.queryOptions();
