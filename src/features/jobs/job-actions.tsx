import { Ban, RotateCcw } from 'lucide-react';
import { api } from '~/api/client';
import { Button } from '~/components/ui/button';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { useAction } from '~/lib/use-action';
import { useTranslation } from '~/lib/use-translation';
import { useCan } from '~/lib/use-viewer';
import type { Job } from './job.schema';
import { jobQueries } from './job-queries';

/** Retry (a failed or cancelled job) and cancel (a queued or active one), for whoever may. */
export function JobActions({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const mayRetry = useCan({ job: ['retry'] });
  const mayCancel = useCan({ job: ['cancel'] });
  const kind = t(`kinds.${job.kind}`);
  const retry = useAction({
    run: () => api.jobs.retry({ id: job.id }),
    success: t('retry.success'),
    failure: () => t('retry.failed'),
    invalidates: jobQueries.all(),
  });
  const cancel = useAction({
    run: () => api.jobs.cancel({ id: job.id }),
    success: t('cancel.success'),
    failure: () => t('cancel.failed'),
    invalidates: jobQueries.all(),
  });
  const canRetry = mayRetry && (job.state === 'failed' || job.state === 'cancelled');
  const canCancel = mayCancel && (job.state === 'queued' || job.state === 'active');
  if (!canRetry && !canCancel) return <span aria-hidden>—</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {canRetry ? (
        <Button
          icon={RotateCcw}
          variant="outline"
          size="compact"
          aria-label={t('retry.label', { kind })}
          disabled={retry.isPending}
          onClick={() => retry.mutate(undefined)}
        >
          {t('retry.button')}
        </Button>
      ) : null}
      {canCancel ? (
        <ConfirmButton
          icon={Ban}
          action={cancel}
          variant="outline"
          size="compact"
          aria-label={t('cancel.label', { kind })}
          title={t('cancel.confirmTitle', { kind })}
          description={t('cancel.confirmDescription')}
          confirmLabel={t('cancel.confirm')}
          cancelLabel={t('cancel.keep')}
        >
          {t('cancel.button')}
        </ConfirmButton>
      ) : null}
    </div>
  );
}
