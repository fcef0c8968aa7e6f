import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '~/components/ui/form-alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import type { ButtonProps } from '~/components/ui/button';
import type { z } from 'zod';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslatedError } from '~/lib/use-translated-error';

interface CodeActionFormProps {
  label: string;
  submitLabel: string;
  /** How the code is checked in the browser before it is sent. */
  schema: z.ZodType<string>;
  /** Sends the code; resolves with the refusal, if any. */
  onSubmit: (code: string) => Promise<unknown>;
  /** The action's own failure text, for a refusal without a known code. */
  failedText: string;
  variant?: ButtonProps['variant'];
  children?: ReactNode;
}

/** A small form that does one thing once a current code is given: new backup codes, turning the factor off. */
export function CodeActionForm({
  label,
  submitLabel,
  schema,
  onSubmit,
  failedText,
  variant,
  children,
}: CodeActionFormProps) {
  const describeError = useRefusalMessage();
  const translateError = useTranslatedError();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = schema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setPending(true);
    const refusal = await onSubmit(parsed.data);
    setPending(false);
    if (refusal) setFailure(refusal);
    else setCode('');
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {children}
      <FormField label={label} error={translateError(fieldError)}>
        <Input
          autoComplete="one-time-code"
          maxLength={11}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <FormAlert message={failure === undefined ? undefined : describeError(failure, failedText)} />
      <SubmitButton pending={pending} variant={variant}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
