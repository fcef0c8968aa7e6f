import type { ComponentProps } from 'react';
import { NAME_MAX_LENGTH } from '~/lib/person-name';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

interface PersonNameFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The already translated error text, if any. */
  error?: string;
}

/** The one field that asks for a person's name (onboarding, change name), focused and autofilled. */
export function PersonNameField({ label, error, ...input }: PersonNameFieldProps) {
  return (
    <FormField label={label} error={error}>
      <Input autoComplete="name" autoFocus required maxLength={NAME_MAX_LENGTH} {...input} />
    </FormField>
  );
}
