import { useTranslation } from '~/lib/use-translation';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return <StatusPage code="404" title={t('notFound.title')} description={t('notFound.description')} />;
}
