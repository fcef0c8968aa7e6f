import { text } from './search-params';

/**
 * The `error` search param of a page whose form was posted natively (before hydration, or without
 * JavaScript) and refused: a validation message key (`validation:nameRequired`) when the form's own
 * schema refused a field, or the API's error code — a throttle's with the seconds its Retry-After gave
 * (`TOO_MANY_REQUESTS:57`), which the page counts down. The page shows it as a translated sentence.
 */
export const formError = text(
  75,
  /^(?:[A-Z][A-Z0-9_]{0,63}(?::[1-9][0-9]{0,5})?|validation:[A-Za-z]{1,64})$/,
);
