import { useTranslation } from '~/lib/use-translation';
import { cn } from '~/lib/cn';
import type { ManagedUser } from './user.schema';

export function UserStatusBadge({ user }: { user: Pick<ManagedUser, 'banned'> }) {
  const { t } = useTranslation('users');
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium',
        user.banned ? 'border-destructive text-destructive' : 'border-border text-foreground',
      )}
    >
      {user.banned ? t('status.banned') : t('status.active')}
    </span>
  );
}
