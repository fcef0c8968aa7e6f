import type { ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ForbiddenPage } from './forbidden-page';
import { isForbiddenError } from './forbidden-error';
import { StatusPage } from './status-page';

const RETRY_DELAY_MS = 600;

/** Any route error: the 403 page for a permission error, otherwise the crash page. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('errors');
  const [showError, setShowError] = useState(false);
  if (isForbiddenError(error)) return <ForbiddenPage />;
  const retry = () => setTimeout(reset, RETRY_DELAY_MS);
  return (
    <StatusPage code="500" title={t('unexpected.title')}>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={retry}>{t('unexpected.tryAgain')}</Button>
        <Button variant="outline" aria-expanded={showError} onClick={() => setShowError((shown) => !shown)}>
          {showError ? t('unexpected.hideError') : t('unexpected.showError')}
        </Button>
      </div>
      {showError ? (
        <pre className="max-w-full overflow-auto rounded-md bg-muted p-3 text-start text-xs">{error instanceof Error ? error.message : String(error)}</pre>
      ) : null}
    </StatusPage>
  );
}
