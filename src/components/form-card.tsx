import { useHydrated } from '@tanstack/react-router';
import type { FormEventHandler, ReactNode } from 'react';
import { Card } from './ui/card';
import { SubmitButton } from './ui/submit-button';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface FormCardProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Asked when the person leaves: would leaving now lose something? */
  hasUnsavedChanges: () => boolean;
  children: ReactNode;
}

/** A page that is one form (a new or an existing record): its heading, fields, submit, and "leave without saving?". */
export function FormCard({
  title,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  hasUnsavedChanges,
  children,
}: FormCardProps) {
  // Until hydrated, the boot script (lib/unsaved-boot.ts) asks for this form; then the guard does.
  const hydrated = useHydrated();
  return (
    <Card className="space-y-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <form
        noValidate
        className="space-y-4"
        onSubmit={onSubmit}
        data-unsaved-guard={hydrated ? 'live' : 'early'}
      >
        {children}
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </form>
      <UnsavedChangesGuard shouldBlock={hasUnsavedChanges} />
    </Card>
  );
}
