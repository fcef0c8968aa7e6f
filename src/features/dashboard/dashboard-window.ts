// What the dashboard shows, apart from its zod schema: the page reads these, and has no form to validate.

/** How many days the dashboard looks back: new users, and the sign-ins chart (today included). */
export const DASHBOARD_DAYS = 30;

/** How many audit events the "Latest activity" list shows. */
export const LATEST_EVENTS = 8;
