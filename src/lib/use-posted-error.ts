import { useMemo, useState } from 'react';

interface PostedError {
  fieldError?: string;
  code?: string;
  /** The seconds a throttle asked to wait (`?error=TOO_MANY_REQUESTS:57`). */
  retryAfter?: number;
}

function postedError(error: string | undefined): PostedError {
  if (!error) return {};
  if (error.startsWith('validation:')) return { fieldError: error };
  const [code, wait] = error.split(':');
  return wait ? { code, retryAfter: Number(wait) } : { code };
}

/**
 * The error a natively posted form came back with (the page's `?error=`): a validation key belongs to
 * the form's field, an API code (with a throttle's wait) to the form. Cleared when the person submits
 * again. The same object from render to render, so that a wait described from it keeps counting down.
 */
export function usePostedError(error: string | undefined) {
  const [posted, setPosted] = useState(() => postedError(error));
  return useMemo(() => ({ ...posted, clear: () => setPosted({}) }), [posted]);
}
