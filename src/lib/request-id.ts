/** The header Folio's server gives every request (in and out): its id, in the logs and on every 500. */
export const REQUEST_ID_HEADER = 'x-request-id';
