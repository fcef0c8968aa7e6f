import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import type { SocialProvider } from '~/lib/viewer';

/** Where a failed sign-in through a provider lands (see LOGIN_ERRORS). */
export const LOGIN_ERROR_URL = '/login/error';

/**
 * One button per configured provider. After the provider, the browser comes back to /login, which
 * sends a signed-in person on to their home page (or `redirect`).
 */
export function SocialButtons({ providers, redirect }: { providers: SocialProvider[]; redirect?: string }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<string>();
  const [failed, setFailed] = useState(false);
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setPending(provider.id);
    setFailed(false);
    const callbackURL = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
    const { authClient } = await import('~/lib/auth-client');
    const { error } = await authClient.signIn.social({
      provider: provider.id,
      callbackURL,
      errorCallbackURL: LOGIN_ERROR_URL,
    });
    // On success the browser is already on its way to the provider.
    if (error) {
      setPending(undefined);
      setFailed(true);
    }
  };

  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span aria-hidden className="h-px flex-1 bg-border" />
        {t('social.or')}
        <span aria-hidden className="h-px flex-1 bg-border" />
      </p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          className="w-full"
          disabled={pending !== undefined}
          onClick={() => void start(provider)}
        >
          {pending === provider.id
            ? t('social.redirecting')
            : t('social.continueWith', { provider: provider.name })}
        </Button>
      ))}
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('codes.UNKNOWN_ERROR')}
        </p>
      ) : null}
    </div>
  );
}
