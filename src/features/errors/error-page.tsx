import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { isChunkLoadError, reloadOnceFor } from '~/lib/reload-on-chunk-error';
import { ForbiddenPage } from './forbidden-page';
import { isForbiddenError } from '~/lib/forbidden-error';
import { isServiceUnavailable } from '~/lib/service-unavailable-error';
import { currentRequestId, InternalError } from '~/lib/internal-error';
import { StatusPage } from './status-page';

const RETRY_DELAY_MS = 600;

/** Any route error: the 403 page for a permission error, the 503 page while the database is down, otherwise the crash page. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('errors');
  const router = useRouter();
  const [showError, setShowError] = useState(false);
  // Re-run the loaders (where most errors come from), then re-render the failed part.
  const retry = () =>
    setTimeout(() => {
      reset();
      void router.invalidate();
    }, RETRY_DELAY_MS);
  if (isForbiddenError(error)) return <ForbiddenPage />;
  if (isServiceUnavailable(error))
    return (
      <StatusPage code="503" title={t('unavailable.title')} description={t('unavailable.description')}>
        <Button onClick={retry}>{t('unexpected.tryAgain')}</Button>
      </StatusPage>
    );
  if (isChunkLoadError(error) && typeof window !== 'undefined' && reloadOnceFor((error as Error).message))
    return null;
  // The request's id, which the server logged the failure under: what a person quotes to support.
  const reference = error instanceof InternalError ? error.reference : currentRequestId();
  return (
    <StatusPage
      code="500"
      title={t('unexpected.title')}
      description={reference ? t('unexpected.reference', { reference }) : undefined}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={retry}>{t('unexpected.tryAgain')}</Button>
        <Button variant="outline" aria-expanded={showError} onClick={() => setShowError((shown) => !shown)}>
          {showError ? t('unexpected.hideError') : t('unexpected.showError')}
        </Button>
      </div>
      {showError ? (
        <pre tabIndex={0} className="max-w-full overflow-auto rounded-md bg-muted p-3 text-start text-xs">
          {error instanceof Error ? error.message : String(error)}
        </pre>
      ) : null}
    </StatusPage>
  );
}
