import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { callOrganizations } from './organization-call';
import { newOrganizationSlug } from '~/lib/organization-slug';
import { NameDialog } from './name-dialog';
import { useOrganizationAction } from './use-organization-action';

/** "New organization": its creator becomes its owner and lands on its page. */
export function CreateOrganizationDialog() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const create = useOrganizationAction({
    run: (name: string) =>
      callOrganizations((client) =>
        client.create({
          name,
          slug: newOrganizationSlug(name),
          keepCurrentActiveOrganization: true,
        }),
      ),
    success: (_created, name) => t('create.success', { name }),
    failure: t('create.failed'),
    onDone: async (created) => {
      if (created) await navigate({ to: '/app/organizations/$id', params: { id: created.id } });
    },
  });
  return (
    <NameDialog
      trigger={<Button icon={Plus}>{t('create.button')}</Button>}
      title={t('create.title')}
      description={t('create.description')}
      label={t('create.name')}
      submitLabel={t('create.submit')}
      onSave={(name) => create.mutateAsync(name)}
    />
  );
}
