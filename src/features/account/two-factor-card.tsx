import { useState } from 'react';
import { Card } from '~/components/ui/card';
import { toast } from '~/lib/toast';
import { secondFactorCodeSchema } from '~/lib/second-factor-codes';
import { useRefreshViewer } from '~/lib/use-viewer';
import { useTranslation } from '~/lib/use-translation';
import type { Viewer } from '~/lib/viewer';
import { BackupCodes } from './backup-codes';
import { CodeActionForm } from './code-action-form';
import { Enrolment, type EnrolmentStep } from './enrolment';
import { secondFactorClient } from '~/lib/second-factor-client';

/** The account page's "Two-factor authentication" card: set up an authenticator app, or manage it. */
export function TwoFactorCard({ viewer, accountPath }: { viewer: Viewer; accountPath: string }) {
  const { t } = useTranslation('secondFactor');
  const refreshViewer = useRefreshViewer();
  const [newCodes, setNewCodes] = useState<string[]>();
  const [enrolment, setEnrolment] = useState<EnrolmentStep>('start');
  // Confirmed by its first code, the app is on, though the viewer hears of it once the codes are put away.
  const status =
    viewer.twoFactorEnabled || enrolment === 'codes' ? 'on' : enrolment === 'scan' ? 'settingUp' : 'off';

  return (
    <Card className="space-y-4" aria-labelledby="two-factor-title">
      <div className="space-y-1">
        <h2 id="two-factor-title" className="text-lg font-semibold">
          {t('card.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('card.description')}</p>
        <p className="text-sm text-muted-foreground">{t('card.passkeys')}</p>
        <p className="text-sm font-medium" data-testid="two-factor-status">
          {t(`card.${status}`)}
        </p>
      </div>
      {!viewer.twoFactorEnabled ? (
        <Enrolment returnTo={accountPath} onStep={setEnrolment} onDone={refreshViewer} />
      ) : newCodes ? (
        <BackupCodes codes={newCodes} onDone={() => setNewCodes(undefined)} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <CodeActionForm
            label={t('card.regenerateCode')}
            submitLabel={t('card.regenerate')}
            schema={secondFactorCodeSchema}
            failedText={t('card.regenerateFailed')}
            variant="outline"
            onSubmit={async (code) => {
              const { data, error } = await secondFactorClient.generateBackupCodes({ code } as object);
              if (!error && data) setNewCodes(data.backupCodes);
              return error ?? undefined;
            }}
          >
            <h3 className="font-semibold">{t('card.regenerateTitle')}</h3>
            <p className="text-sm text-muted-foreground">{t('card.regenerateDescription')}</p>
          </CodeActionForm>
          <CodeActionForm
            label={t('card.disableCode')}
            submitLabel={t('card.disable')}
            schema={secondFactorCodeSchema}
            failedText={t('card.disableFailed')}
            variant="destructive"
            onSubmit={async (code) => {
              const { error } = await secondFactorClient.disable({ code } as object);
              if (error) return error;
              toast.success(t('card.disabled'));
              await refreshViewer();
              return undefined;
            }}
          >
            <h3 className="font-semibold">{t('card.disableTitle')}</h3>
            <p className="text-sm text-muted-foreground">{t('card.disableDescription')}</p>
          </CodeActionForm>
        </div>
      )}
    </Card>
  );
}
