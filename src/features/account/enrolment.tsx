import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormAlert } from '~/components/ui/form-alert';
import { refusalOf } from '~/lib/refusal';
import { authenticatorCodeSchema } from '~/lib/second-factor-codes';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useTranslation } from '~/lib/use-translation';
import { BackupCodes } from './backup-codes';
import { CodeActionForm } from './code-action-form';
import { QrCode } from './qr-code';
import { secondFactorClient } from '~/lib/second-factor-client';
import { SignInAgainButton } from './sign-in-again-button';

/** Where the setting up stands: the card's status says it. */
export type EnrolmentStep = Step['name'];

type Step =
  | { name: 'start' }
  | { name: 'scan'; uri: string; secret: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

/**
 * Setting up an authenticator app: a QR code and its secret as text, confirmed with a first code (from
 * then on it is on); then the backup codes, shown this once. `onStep` hears each step; `onDone` runs
 * when the person has put the codes away.
 */
export function Enrolment({
  onDone,
  onStep,
  returnTo,
}: {
  onDone: () => Promise<void> | void;
  onStep?: (step: EnrolmentStep) => void;
  returnTo: string;
}) {
  const { t } = useTranslation('secondFactor');
  const describeError = useRefusalMessage();
  const [step, setStepState] = useState<Step>({ name: 'start' });
  const setStep = (next: Step) => {
    setStepState(next);
    onStep?.(next.name);
  };
  const [failure, setFailure] = useState<unknown>();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setFailure(undefined);
    setStarting(true);
    const { data, error } = await secondFactorClient.enable({});
    setStarting(false);
    if (error || !data || !('totpURI' in data) || !data.totpURI) {
      setFailure(error ?? {});
      return;
    }
    const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
    setStep({ name: 'scan', uri: data.totpURI, secret, backupCodes: data.backupCodes ?? [] });
  };

  if (step.name === 'codes') return <BackupCodes codes={step.backupCodes} onDone={() => void onDone()} />;

  if (step.name === 'scan')
    return (
      <div className="space-y-4">
        <p className="text-sm">{t('enrol.scan')}</p>
        <QrCode value={step.uri} label={t('enrol.qrLabel')} />
        <div className="space-y-1">
          <p className="text-sm">{t('enrol.manual')}</p>
          <code
            className="block rounded-md bg-muted p-2 font-mono text-sm break-all"
            dir="ltr"
            data-testid="totp-secret"
          >
            {step.secret}
          </code>
        </div>
        <CodeActionForm
          label={t('enrol.codeLabel')}
          submitLabel={t('enrol.confirm')}
          schema={authenticatorCodeSchema}
          failedText={t('enrol.failed')}
          onSubmit={async (code) => {
            const { error } = await secondFactorClient.verifyTotp({ code });
            if (!error) setStep({ name: 'codes', backupCodes: step.backupCodes });
            return error ?? undefined;
          }}
        />
      </div>
    );

  const notFresh = failure !== undefined && refusalOf(failure).code === 'SESSION_NOT_FRESH';
  return (
    <div className="space-y-3">
      {notFresh ? (
        <>
          <FormAlert message={t('enrol.notFresh')} />
          <SignInAgainButton returnTo={returnTo} />
        </>
      ) : (
        <>
          <FormAlert
            message={failure === undefined ? undefined : describeError(failure, t('enrol.failed'))}
          />
          <Button disabled={starting} onClick={() => void start()}>
            {t('enrol.start')}
          </Button>
        </>
      )}
    </div>
  );
}
