import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from './ui/button';
import { dialogActionsClass } from './ui/dialog-styles';
import { Input } from './ui/input';

export interface OneTimeSecretTexts {
  /** The field's label ("Signing secret"). */
  label: string;
  /** That it is shown this once ("Copy it now: it will not be shown again."). */
  warning: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A secret shown this once (an API key, a webhook's signing secret): selected for copying, a Copy
 * button that says whether it worked, the warning that it goes with "Done".
 */
export function OneTimeSecret({
  secret,
  texts,
  onDone,
  testId,
}: {
  secret: string;
  texts: OneTimeSecretTexts;
  onDone: () => void;
  testId?: string;
}) {
  const fieldId = useId();
  const warningId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-4" data-testid={testId}>
      <p id={warningId} className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {texts.warning}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {texts.label}
        </label>
        <Input
          id={fieldId}
          readOnly
          autoFocus
          value={secret}
          // A secret is Latin letters and digits: left to right in every language.
          dir="ltr"
          className="font-mono text-sm"
          aria-describedby={warningId}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" icon={Copy} onClick={() => void copy()}>
          {texts.copy}
        </Button>
        <p role="status" className="flex items-center gap-1.5 text-sm">
          {copied === 'yes' ? (
            <>
              <Check aria-hidden className="size-4" />
              {texts.copied}
            </>
          ) : copied === 'failed' ? (
            texts.copyFailed
          ) : null}
        </p>
      </div>
      <div className={dialogActionsClass}>
        <Button onClick={onDone}>{texts.done}</Button>
      </div>
    </div>
  );
}
