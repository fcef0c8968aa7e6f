import { useTranslation } from 'react-i18next';
import type { Area } from './area-shell';

/** The landing heading of an area until its own home page exists. */
export function AreaHome({ area }: { area: Area }) {
  const { t } = useTranslation('app');
  return <h1 className="text-2xl font-bold">{area === 'manager' ? t('manager.title') : t('title')}</h1>;
}
