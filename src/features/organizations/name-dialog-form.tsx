import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DialogForm } from '~/components/ui/dialog-form';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { nameInOrganizationSchema, ORGANIZATION_NAME_MAX_LENGTH } from '~/lib/organization-names';
import { refusalOf } from '~/lib/refusal';
import { useForm } from '~/lib/use-form';
import { useTranslatedError } from '~/lib/use-translated-error';

const nameFormSchema = z.object({ name: nameInOrganizationSchema });
type NameForm = z.infer<typeof nameFormSchema>;

export interface NameDialogFormProps {
  title: string;
  description?: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; a rejection with a duplicate refusal shows `duplicateMessage` on the field. */
  onSave: (name: string) => Promise<unknown>;
  duplicateMessage?: string;
}

/** NameDialog's dialog, open (loaded by name-dialog.tsx when it opens). */
export default function NameDialogForm({ onClose, ...props }: NameDialogFormProps & { onClose: () => void }) {
  const translateError = useTranslatedError();
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: props.initialName ?? '' },
  });
  const save = form.handleSubmit(async ({ name }) => {
    try {
      await props.onSave(name);
      onClose();
    } catch (error) {
      if (props.duplicateMessage && refusalOf(error).reason === 'duplicate')
        form.setError('name', { message: props.duplicateMessage }, { shouldFocus: true });
    }
  });
  return (
    <DialogForm
      title={props.title}
      description={props.description}
      onClose={onClose}
      onSubmit={save}
      submitLabel={props.submitLabel}
      pending={form.formState.isSubmitting}
    >
      <FormField label={props.label} error={translateError(form.formState.errors.name?.message)}>
        <Input autoComplete="off" maxLength={ORGANIZATION_NAME_MAX_LENGTH} {...form.register('name')} />
      </FormField>
    </DialogForm>
  );
}
