import { useRouter } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { useViewer } from '~/lib/use-viewer';
import { useNotifyFailure } from '~/lib/use-refusal-message';

/** On every page while an admin impersonates someone: who they are, and the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation('users');
  const notifyFailure = useNotifyFailure();
  const router = useRouter();
  const viewer = useViewer();
  if (!viewer?.impersonated) return null;

  const stop = async () => {
    // Loaded when used: the banner is on every page, better-auth's client need not be.
    const { authClient } = await import('~/lib/auth-client');
    const { error } = await authClient.admin.stopImpersonating();
    if (error) {
      notifyFailure(error, t('impersonate.stopFailed'));
      return;
    }
    router.options.context.queryClient.clear();
    await router.navigate({ to: '/manager/users/$id', params: { id: viewer.id } });
  };

  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 bg-foreground px-4 py-2 text-sm text-background"
    >
      <span>{t('impersonate.banner', { name: viewer.name || viewer.email })} —</span>
      <Button variant="outline" size="small" className="text-foreground" onClick={() => void stop()}>
        {t('impersonate.stop')}
      </Button>
    </div>
  );
}
