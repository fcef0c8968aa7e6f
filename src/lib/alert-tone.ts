import { createContext, useContext, useEffect } from 'react';

/** How a form's message reads: an error, or a neutral status (a wait that is over). */
export type AlertTone = 'error' | 'neutral';

/** Set by the alert that shows a message; a message inside it says when it is no longer an error. */
export const AlertToneContext = createContext<(tone: AlertTone) => void>(() => {});

/** Tells the surrounding alert how this message reads, for as long as it is shown. */
export function useAlertTone(tone: AlertTone) {
  const setTone = useContext(AlertToneContext);
  useEffect(() => {
    setTone(tone);
    return () => setTone('error');
  }, [setTone, tone]);
}
