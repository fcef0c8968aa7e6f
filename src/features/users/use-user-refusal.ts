import { ORPCError } from '@orpc/client';
import { useTranslation } from 'react-i18next';
import { USER_REFUSALS, type UserRefusal } from './user.schema';

export function userRefusalOf(error: unknown): UserRefusal | undefined {
  if (!(error instanceof ORPCError)) return undefined;
  const reason = (error.data as { reason?: string } | undefined)?.reason;
  return USER_REFUSALS.includes(reason as UserRefusal) ? (reason as UserRefusal) : undefined;
}

/** The translated reason the server gave for refusing a change to a user, or `fallback`. */
export function useUserRefusal() {
  const { t } = useTranslation('users');
  return (error: unknown, fallback: string): string => {
    const reason = userRefusalOf(error);
    return reason ? t(`refusals.${reason}`) : fallback;
  };
}
