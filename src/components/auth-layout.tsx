import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Card } from '~/components/ui/card';

/** The centred card every sign-in step lives in. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-sm space-y-6">
        <div className="space-y-2">
          <p className="text-sm font-semibold text-primary">{t('productName')}</p>
          <h1 className="text-2xl font-bold">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </Card>
    </main>
  );
}
