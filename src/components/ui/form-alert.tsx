import type { ReactNode } from 'react';

/** A form-level error (not tied to one field), announced to screen readers. */
export function FormAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
