import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { Card } from '~/components/ui/card';
import { useCan } from '~/lib/use-viewer';
import type { Area } from '~/lib/area';

/** The two areas side by side: where you are, where you may go, and where you may not. */
export function AppSwitch({ current }: { current: Area }) {
  const { t } = useTranslation('app');
  const access = { app: useCan({ apps: ['app'] }), manager: useCan({ apps: ['manager'] }) };
  const areas = [
    {
      area: 'app',
      path: '/app',
      name: t('switch.appName'),
      description: t('switch.appDescription'),
      go: t('switch.goApp'),
    },
    {
      area: 'manager',
      path: '/manager',
      name: t('switch.managerName'),
      description: t('switch.managerDescription'),
      go: t('switch.goManager'),
    },
  ] as const;
  return (
    <section aria-labelledby="app-switch-title" className="space-y-3">
      <h2 id="app-switch-title" className="text-lg font-semibold">
        {t('switch.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {areas.map(({ area, path, name, description, go }) => (
          <li key={area}>
            <Card padding="compact" className="h-full space-y-2" data-testid={`app-switch-${area}`}>
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-muted-foreground">{description}</p>
              {area === current ? (
                <p className="text-sm font-medium text-primary">{t('switch.here')}</p>
              ) : access[area] ? (
                <Link
                  to={path}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {go}
                </Link>
              ) : (
                <p className="text-sm font-medium text-destructive">{t('switch.denied')}</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
