import { LOGIN_CODE_LENGTH } from '~/lib/schemas';
import { FormField } from './ui/form-field';
import { Input, type InputProps } from './ui/input';

interface CodeFieldProps extends InputProps {
  label: string;
  /** The already translated error text, if any. */
  error?: string;
}

/** The one field that asks for a code from an e-mail (sign-in, new e-mail, deletion), focused and autofilled. */
export function CodeField({ label, error, ...input }: CodeFieldProps) {
  return (
    <FormField label={label} error={error}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOGIN_CODE_LENGTH}
        pattern="[0-9]*"
        required
        autoFocus
        {...input}
      />
    </FormField>
  );
}
