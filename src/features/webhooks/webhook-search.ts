import { listCursor, searchParams, type SearchOf } from '~/lib/search-params';

const deliverySearch = { cursor: listCursor };

/** An endpoint's page URL: the cursor of the last page of deliveries shown. */
export const validateDeliverySearch = searchParams(deliverySearch);
export type DeliverySearch = SearchOf<typeof deliverySearch>;
