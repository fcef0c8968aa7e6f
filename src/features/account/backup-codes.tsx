import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast';
import { useTranslation } from '~/lib/use-translation';

/** The backup codes, shown once: each works one time instead of the app's code. Copy or download them. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('secondFactor');
  const asText = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(asText);
    toast.success(t('backupCodes.copied'));
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }));
    link.download = 'folio-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="space-y-3" data-testid="backup-codes">
      <h3 className="font-semibold">{t('backupCodes.title')}</h3>
      <p className="text-sm text-muted-foreground">{t('backupCodes.description')}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" dir="ltr">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {t('backupCodes.copy')}
        </Button>
        <Button variant="outline" onClick={download}>
          {t('backupCodes.download')}
        </Button>
        <Button onClick={onDone}>{t('backupCodes.done')}</Button>
      </div>
    </div>
  );
}
