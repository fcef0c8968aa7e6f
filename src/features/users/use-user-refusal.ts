import { useTranslation } from '~/lib/use-translation';
import { refusalOf } from '~/lib/refusal';
import { USER_REFUSALS, type UserRefusal } from './user-refusals';

export function userRefusalOf(error: unknown): UserRefusal | undefined {
  const { reason } = refusalOf(error);
  return USER_REFUSALS.find((refusal) => refusal === reason);
}

/** The translated reason the server gave for refusing a change to a user, or `fallback`. */
export function useUserRefusal() {
  const { t } = useTranslation('users');
  return (error: unknown, fallback: string): string => {
    const reason = userRefusalOf(error);
    return reason ? t(`refusals.${reason}`) : fallback;
  };
}
