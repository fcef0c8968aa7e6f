import { useState } from 'react';

/**
 * The error a natively posted form came back with (the page's `?error=`): a validation key belongs to
 * the form's field, an API code to the form. Cleared when the person submits again.
 */
export function usePostedError(error: string | undefined) {
  const [posted, setPosted] = useState(() =>
    !error ? {} : error.startsWith('validation:') ? { fieldError: error } : { code: error },
  );
  return { ...posted, clear: () => setPosted({}) } as {
    fieldError?: string;
    code?: string;
    clear: () => void;
  };
}
