import { Ban } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { DialogButton } from '~/components/ui/dialog-button';
import type { ManagedUser } from './user.schema';

const loadForm = () => import('./ban-user-form');
const BanUserForm = lazy(loadForm);

/**
 * Ban with an optional reason and end date: the user is signed out everywhere at once. The form, its
 * schema and Radix's dialog load when it opens.
 */
export function BanUserDialog({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  return (
    <DialogButton
      trigger={
        <Button icon={Ban} variant="destructive">
          {t('ban.button')}
        </Button>
      }
      preload={loadForm}
    >
      {(close) => <BanUserForm user={user} onClose={close} />}
    </DialogButton>
  );
}
