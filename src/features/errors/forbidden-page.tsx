import { useTranslation } from '~/lib/use-translation';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  const { t } = useTranslation('errors');
  return <StatusPage code="403" title={t('forbidden.title')} description={t('forbidden.description')} />;
}
