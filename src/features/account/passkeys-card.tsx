import { Fingerprint } from 'lucide-react';
import { EmptyState } from '~/components/empty-state';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation';
import { PasskeyItem } from '~/components/passkey-item';
import { Card } from '~/components/ui/card';
import { api } from '~/api/client';
import { useAction } from '~/lib/use-action';
import type { Viewer } from '~/lib/viewer';
import { AddPasskeyForm } from './add-passkey-form';
import { passkeyQueries } from './passkey-queries';
import { RenamePasskeyDialog } from './rename-passkey-dialog';

type MyPasskey = Awaited<ReturnType<typeof api.account.passkeys.list>>[number];

/** Sign in with a passkey: add one (after a fresh sign-in), see when each was used, rename, remove. */
export function PasskeysCard({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('account');
  const { data: passkeys } = useSuspenseQuery(passkeyQueries.mine());
  return (
    <Card className="space-y-4" data-testid="passkeys-card">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('passkeys.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('passkeys.description')}</p>
      </div>
      {passkeys.length ? (
        <ul className="divide-y divide-border">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <EmptyState size="inline" icon={Fingerprint} text={t('passkeys.empty')} />
      )}
      <AddPasskeyForm email={viewer.email} />
    </Card>
  );
}

function PasskeyRow({ passkey }: { passkey: MyPasskey }) {
  const { t } = useTranslation('account');
  const remove = useAction({
    run: () => api.account.passkeys.remove({ passkeyId: passkey.id }),
    success: t('passkeys.removed'),
    failure: () => t('passkeys.removeFailed'),
    invalidates: passkeyQueries.all(),
  });
  return (
    <PasskeyItem
      passkey={passkey}
      t={t}
      onRemove={() => remove.mutate(undefined)}
      actions={(name) => (
        <RenamePasskeyDialog passkeyId={passkey.id} name={passkey.name ?? ''} label={name} />
      )}
      testId="passkey"
    />
  );
}
