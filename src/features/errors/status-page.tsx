import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { ButtonLink } from '~/components/ui/button-link';

interface StatusPageProps {
  code: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The one layout of every error screen: a code, a title, go back and go home. */
export function StatusPage({ code, title, description, children }: StatusPageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold tracking-widest text-muted-foreground">{code}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
      {children}
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => router.history.back()}>
          {t('goBack')}
        </Button>
        <ButtonLink to="/">{t('goHome')}</ButtonLink>
      </div>
    </main>
  );
}
