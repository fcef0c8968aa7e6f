import { useRouteContext } from '@tanstack/react-router';
import { BookOpen, ExternalLink } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useViewer } from '~/lib/use-viewer';
import { AppSwitch } from './app-switch';
import { ButtonLink } from '~/components/ui/button-link';

/** The /app home: a welcome, where to read more, and the app switch. */
export function WelcomePage() {
  const { t } = useTranslation('app');
  const viewer = useViewer();
  const links = useRouteContext({ from: '__root__', select: (context) => context.config.links });
  return (
    <div className="space-y-6">
      <Card className="space-y-3">
        <h1 className="text-2xl font-bold">{t('welcome.title', { name: viewer?.name ?? '' })}</h1>
        <p className="text-muted-foreground">{t('welcome.description')}</p>
        <ButtonLink to="/app/books">
          <BookOpen aria-hidden className="size-4" />
          {t('welcome.browseBooks')}
        </ButtonLink>
      </Card>
      <section aria-labelledby="welcome-links" className="space-y-3">
        <h2 id="welcome-links" className="text-lg font-semibold">
          {t('welcome.linksTitle')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {[
            { href: links.documentation, label: t('welcome.documentation') },
            { href: links.issues, label: t('welcome.issues') },
          ]
            .filter((link): link is { href: string; label: string } => Boolean(link.href))
            .map((link) => (
              <li key={link.label}>
                <Button variant="outline" asChild>
                  <a href={link.href} target="_blank" rel="noreferrer">
                    <ExternalLink aria-hidden className="size-4" />
                    {link.label}
                  </a>
                </Button>
              </li>
            ))}
        </ul>
      </section>
      <AppSwitch current="app" />
    </div>
  );
}
