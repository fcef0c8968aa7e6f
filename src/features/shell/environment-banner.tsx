import { useTranslation } from '~/lib/use-translation';
import type { PublicConfig } from '~/lib/viewer';

/** A thin coloured strip naming the environment (staging, preview…), so nobody mistakes it for production. */
export function EnvironmentBanner({ environment }: { environment: PublicConfig['environment'] }) {
  const { t } = useTranslation();
  if (!environment) return null;
  return (
    <div
      data-testid="environment-banner"
      className="px-4 py-1 text-center text-xs font-semibold text-white"
      style={{ backgroundColor: environment.color ?? '#b45309' }}
    >
      {environment.emoji ? <span aria-hidden>{environment.emoji} </span> : null}
      {t('environment', { name: environment.name })}
    </div>
  );
}
