import type { ReactNode } from 'react';
import { DateTime } from '~/components/date-time';
import { RelativeTime } from '~/components/relative-time';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';

/**
 * Its texts: the `t` of a namespace that keeps them under `passkeys.` (the account's, in the owner's
 * words, and the users', in an admin's).
 */
export type PasskeyItemTexts = (
  key: `passkeys.${'unnamed' | 'created' | 'lastUsed' | 'never' | 'remove' | 'removeTitle' | 'removeDescription'}`,
) => string;

/**
 * One passkey in a list, as its owner (account page) or an admin (a user's page) sees it: its name, when
 * it was added and last used (never its key material), other actions, and removal after a confirmation.
 */
export function PasskeyItem({
  passkey,
  t,
  onRemove,
  actions,
  testId,
}: {
  passkey: { name?: string | null; createdAt: Date | string; lastUsedAt: Date | string | null };
  t: PasskeyItemTexts;
  onRemove: () => void;
  /** Shown before "Remove" (the owner's rename), given the name the list shows. */
  actions?: (name: string) => ReactNode;
  testId: string;
}) {
  const name = passkey.name || t('passkeys.unnamed');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={testId}>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium break-words">{name}</p>
        <p className="text-muted-foreground">
          {t('passkeys.created')}: <DateTime value={passkey.createdAt} /> · {t('passkeys.lastUsed')}:{' '}
          {passkey.lastUsedAt ? <RelativeTime value={passkey.lastUsedAt} /> : t('passkeys.never')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions?.(name)}
        <ConfirmDialog
          trigger={
            <Button variant="outline" aria-label={`${t('passkeys.remove')}: ${name}`}>
              {t('passkeys.remove')}
            </Button>
          }
          title={t('passkeys.removeTitle')}
          description={t('passkeys.removeDescription')}
          confirmLabel={t('passkeys.remove')}
          destructive
          onConfirm={onRemove}
        />
      </div>
    </li>
  );
}
