import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { CardsOrTable } from '~/components/cards-or-table';
import { RelativeTime } from '~/components/relative-time';
import { Avatar } from '~/components/avatar';
import { CardLink } from '~/components/ui/card-link';
import type { ManagedUser } from './user.schema';
import { UserStatusBadge } from './user-status-badge';

/** Users as cards on phones and as a table on wider screens. */
export function UserList({ users }: { users: ManagedUser[] }) {
  const { t } = useTranslation('users');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <CardsOrTable
      items={users}
      card={(user) => (
        <CardLink to="/manager/users/$id" params={{ id: user.id }} className="flex gap-3">
          <Avatar name={user.name || user.email} picture={user.picture} size="small" />
          <div className="min-w-0">
            <p className="font-semibold">{user.name || t('noName')}</p>
            <p className="text-sm break-all">{user.email}</p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              {t(`roles.${user.role as 'admin' | 'user'}`, { defaultValue: user.role })}
              <UserStatusBadge user={user} />
            </p>
          </div>
        </CardLink>
      )}
      label={t('title')}
      columns={(['name', 'email', 'role', 'verified', 'onboarded', 'status', 'created'] as const).map(
        (column) => t(`fields.${column}`),
      )}
      cells={(user) => (
        <>
          <td className="px-4 py-2">
            <div className="flex items-center gap-2">
              <Avatar name={user.name || user.email} picture={user.picture} size="small" />
              <Link
                to="/manager/users/$id"
                params={{ id: user.id }}
                className="font-medium text-primary hover:underline"
              >
                {user.name || t('noName')}
              </Link>
            </div>
          </td>
          <td className="px-4 py-2 break-all">{user.email}</td>
          <td className="px-4 py-2">
            {t(`roles.${user.role as 'admin' | 'user'}`, { defaultValue: user.role })}
          </td>
          <td className="px-4 py-2">{yesNo(user.emailVerified)}</td>
          <td className="px-4 py-2">{yesNo(Boolean(user.onboardedAt))}</td>
          <td className="px-4 py-2">
            <UserStatusBadge user={user} />
          </td>
          <td className="px-4 py-2 whitespace-nowrap">
            <RelativeTime value={user.createdAt} />
          </td>
        </>
      )}
    />
  );
}
