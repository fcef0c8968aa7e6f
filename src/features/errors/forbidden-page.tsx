import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  const { t } = useTranslation('errors');
  return <StatusPage code="403" title={t('forbidden.title')} description={t('forbidden.description')} />;
}
