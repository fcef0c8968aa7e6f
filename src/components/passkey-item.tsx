import type { ReactNode } from 'react';
import { DateTime } from '~/components/date-time';
import { RelativeTime } from '~/components/relative-time';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';

export interface PasskeyItemTexts {
  created: string;
  lastUsed: string;
  never: string;
  remove: string;
  removeTitle: string;
  removeDescription: string;
}

/**
 * One passkey in a list, as its owner (account page) or an admin (a user's page) sees it: its name, when
 * it was added and last used (never its key material), other actions, and removal after a confirmation.
 */
export function PasskeyItem({
  name,
  passkey,
  texts,
  onRemove,
  actions,
  testId,
}: {
  name: string;
  passkey: { createdAt: Date | string; lastUsedAt: Date | string | null };
  texts: PasskeyItemTexts;
  onRemove: () => void;
  /** Shown before "Remove" (the owner's rename). */
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={testId}>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium break-words">{name}</p>
        <p className="text-muted-foreground">
          {texts.created}: <DateTime value={passkey.createdAt} /> · {texts.lastUsed}:{' '}
          {passkey.lastUsedAt ? <RelativeTime value={passkey.lastUsedAt} /> : texts.never}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions}
        <ConfirmDialog
          trigger={
            <Button variant="outline" aria-label={`${texts.remove}: ${name}`}>
              {texts.remove}
            </Button>
          }
          title={texts.removeTitle}
          description={texts.removeDescription}
          confirmLabel={texts.remove}
          destructive
          onConfirm={onRemove}
        />
      </div>
    </li>
  );
}
