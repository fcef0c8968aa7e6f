import { useQueryClient } from '@tanstack/react-query';
import { useHydrated, useRouter } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { refusalOf } from '~/lib/refusal';
import { afterSignInPath } from '~/lib/redirects';
import { useBanDetails, useRefusalMessage } from '~/lib/use-refusal-message';
import { viewerQueryKey } from '~/lib/viewer';

const loadPasskeyClient = () => import('~/lib/passkey-client');

/** The browser's answer when the person dismissed its passkey prompt: no error worth showing. */
const DISMISSED = new Set(['ERROR_CEREMONY_ABORTED', 'AUTH_CANCELLED']);

/**
 * "Sign in with a passkey", and the same sign-in offered by the e-mail field's autofill (conditional
 * mediation; the field says `autocomplete="username webauthn"`). A passkey sign-in lands where a code's
 * does: `redirect`, else the person's home (which sends a new person to onboarding).
 */
export function PasskeySignIn({
  redirect,
  onFailure,
}: {
  redirect?: string;
  onFailure: (message: ReactNode | undefined) => void;
}) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const router = useRouter();
  const queryClient = useQueryClient();
  const describeError = useRefusalMessage();
  const banDetails = useBanDetails();
  // Before hydration the button shows, disabled; a browser without WebAuthn then never offers it.
  const supported = !hydrated || typeof window.PublicKeyCredential !== 'undefined';
  const [pending, setPending] = useState(false);

  const signIn = async (autoFill: boolean) => {
    const { passkeyAuthClient } = await loadPasskeyClient();
    const { data, error } = await passkeyAuthClient.signIn.passkey({ autoFill });
    if (data && !error) {
      await queryClient.resetQueries({ queryKey: viewerQueryKey });
      const role = (data.user as { role?: string } | undefined)?.role;
      await router.navigate({ href: afterSignInPath(role, redirect) });
      return;
    }
    const { code } = refusalOf(error);
    // A superseded autofill request (the button started another) or a dismissed prompt says nothing.
    if (code && DISMISSED.has(code)) return;
    onFailure(
      <>
        {describeError(error)}
        {banDetails(error)}
      </>,
    );
  };

  // The e-mail field's autofill offers saved passkeys as long as the page is open.
  useEffect(() => {
    if (!hydrated || !supported) return;
    let cancelled = false;
    void PublicKeyCredential.isConditionalMediationAvailable?.().then((available) => {
      if (available && !cancelled) void signIn(true);
    });
    return () => {
      cancelled = true;
    };
    // Started once per visit of the page; a new `redirect` needs no new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, supported]);

  if (!supported) return null;

  const start = async () => {
    onFailure(undefined);
    setPending(true);
    try {
      await signIn(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="outline" className="w-full" disabled={pending} onClick={() => void start()}>
        <KeyRound aria-hidden className="size-4" />
        {pending ? t('login.passkeyPending') : t('login.passkey')}
      </Button>
      <noscript>
        <p className="text-sm text-muted-foreground">{t('login.passkeyNeedsScript')}</p>
      </noscript>
    </div>
  );
}
