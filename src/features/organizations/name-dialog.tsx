import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { z } from 'zod';
import { dialogActionsClass } from '~/components/ui/dialog-styles';
import { Button } from '~/components/ui/button';
import { FormDialog, FormDialogClose } from '~/components/ui/form-dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { nameInOrganizationSchema, ORGANIZATION_NAME_MAX_LENGTH } from '~/lib/organization-names';
import { refusalOf } from '~/lib/refusal';
import { useForm } from '~/lib/use-form';
import { useTranslatedError } from '~/lib/use-translated-error';

const nameFormSchema = z.object({ name: nameInOrganizationSchema });
type NameForm = z.infer<typeof nameFormSchema>;

interface NameDialogProps {
  trigger: ReactNode;
  title: string;
  description?: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; a rejection with a duplicate refusal shows `duplicateMessage` on the field. */
  onSave: (name: string) => Promise<unknown>;
  duplicateMessage?: string;
}

/**
 * A dialog that asks for one name: a new organization, shelf or team, or a new name for one. The same
 * rule (required, at most 80 characters) for all of them; the server checks it again.
 */
export function NameDialog(props: NameDialogProps) {
  const { t } = useTranslation();
  const translateError = useTranslatedError();
  const [open, setOpen] = useState(false);
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: props.initialName ?? '' },
  });
  const openChange = (next: boolean) => {
    if (next) form.reset({ name: props.initialName ?? '' });
    setOpen(next);
  };
  const save = form.handleSubmit(async ({ name }) => {
    try {
      await props.onSave(name);
      setOpen(false);
    } catch (error) {
      if (props.duplicateMessage && refusalOf(error).reason === 'duplicate')
        form.setError('name', { message: props.duplicateMessage }, { shouldFocus: true });
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={props.trigger}
      title={props.title}
      description={props.description}
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void save(event)}>
        <FormField label={props.label} error={translateError(form.formState.errors.name?.message)}>
          <Input autoComplete="off" maxLength={ORGANIZATION_NAME_MAX_LENGTH} {...form.register('name')} />
        </FormField>
        <div className={dialogActionsClass}>
          <FormDialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </FormDialogClose>
          <SubmitButton pending={form.formState.isSubmitting}>{props.submitLabel}</SubmitButton>
        </div>
      </form>
    </FormDialog>
  );
}
