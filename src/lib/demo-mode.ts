/** The error code with which the server refuses any change in a read-only demo (API and auth alike). */
export const DEMO_MODE_ERROR = 'DEMO_MODE';
