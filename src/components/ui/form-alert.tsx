import { useState, type ReactNode } from 'react';
import { AlertToneContext, type AlertTone } from '~/lib/alert-tone';
import { cn } from '~/lib/cn';

/**
 * A form-level error (not tied to one field), announced to screen readers. A message may say it is no
 * longer an error (a throttle's wait that is over): it then reads as a neutral status.
 */
export function FormAlert({ message }: { message: ReactNode }) {
  const [tone, setTone] = useState<AlertTone>('error');
  if (!message) return null;
  return (
    <AlertToneContext value={setTone}>
      <p
        role={tone === 'neutral' ? 'status' : 'alert'}
        className={cn('text-sm', tone === 'neutral' ? 'text-muted-foreground' : 'text-destructive')}
      >
        {message}
      </p>
    </AlertToneContext>
  );
}
