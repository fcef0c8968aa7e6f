import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { AuthLayout } from '~/components/auth-layout';
import { SignOutButton } from '~/components/sign-out-button';
import { FormAlert } from '~/components/ui/form-alert';
import { PostForm } from '~/components/ui/post-form';
import { SubmitButton } from '~/components/ui/submit-button';
import { ButtonLink } from '~/components/ui/button-link';
import { callOrganizations } from './organization-call';
import { isOrganizationRole } from '~/lib/organization-permissions';
import { usePostedError } from '~/lib/use-posted-error';
import { useRefusalMessage } from '~/lib/use-refusal-message';
import { useRefreshViewer } from '~/lib/use-viewer';
import type { Viewer } from '~/lib/viewer';
import { organizationQueries } from './organization-queries';
import { useOrganizationAction } from './use-organization-action';

/**
 * /invitations/{id}, the page an invitation e-mail links to: who invited which address to what; the
 * invitee signs in with that address (and comes back here), then accepts or declines.
 */
export function InvitationPage({
  id,
  viewer,
  error,
}: {
  id: string;
  viewer: Viewer | null;
  /** Why a natively posted answer was refused (an API code). */
  error?: string;
}) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const { data: invitation } = useSuspenseQuery(organizationQueries.invitation(id));
  const here = `/invitations/${encodeURIComponent(id)}`;
  const organization = invitation.organizationName;
  const accept = useOrganizationAction({
    run: () => callOrganizations((client) => client.acceptInvitation({ invitationId: id })),
    success: t('invitation.accepted', { organization }),
    failure: t('invitation.acceptFailed'),
    onDone: async (accepted) => {
      await refreshViewer();
      const organizationId = accepted?.invitation.organizationId;
      if (organizationId) await navigate({ to: '/app/organizations/$id', params: { id: organizationId } });
    },
  });
  const decline = useOrganizationAction({
    run: () => callOrganizations((client) => client.rejectInvitation({ invitationId: id })),
    success: t('invitation.declined'),
    failure: t('invitation.declineFailed'),
  });
  const busy = accept.isPending || decline.isPending;
  const posted = usePostedError(error);
  const describeRefusal = useRefusalMessage();
  // Only a pending invitation names its invitee; any other status is all the page says.
  const answered = invitation.status === 'pending' ? null : invitation.status;
  const invited = invitation.invited;
  const forViewer = Boolean(invited) && viewer?.email.toLowerCase() === invited?.email.toLowerCase();

  return (
    <AuthLayout
      title={t('invitation.title', { organization })}
      description={
        invited
          ? t('invitation.summary', {
              inviter: invited.inviterName ?? t('invitation.someone'),
              email: invited.email,
              organization,
              role: isOrganizationRole(invited.role) ? t(`roles.${invited.role}`) : invited.role,
            })
          : undefined
      }
    >
      {answered || !invited ? (
        <div className="space-y-4">
          <p role="status">{t(`invitation.states.${answered ?? 'canceled'}`)}</p>
          <ButtonLink variant="outline" to={viewer ? '/app/organizations' : '/login'}>
            {viewer ? t('title') : t('invitation.signIn')}
          </ButtonLink>
        </div>
      ) : !viewer ? (
        <div className="space-y-4">
          <p>{t('invitation.signInPrompt', { email: invited.email })}</p>
          <ButtonLink to="/login" search={{ redirect: here, email: invited.email }} className="w-full">
            {t('invitation.signIn')}
          </ButtonLink>
        </div>
      ) : !forViewer ? (
        <div className="space-y-4">
          <p role="alert">{t('invitation.wrongAccount', { current: viewer.email, email: invited.email })}</p>
          <SignOutButton next={`/login?${new URLSearchParams({ redirect: here, email: invited.email })}`} />
        </div>
      ) : (
        <PostForm
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            posted.clear();
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            (submitter?.value === 'decline' ? decline : accept).mutate(undefined);
          }}
        >
          <FormAlert message={posted.code ? describeRefusal(posted) : undefined} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton name="answer" value="accept" pending={accept.isPending} disabled={busy}>
              {t('invitation.accept')}
            </SubmitButton>
            <SubmitButton
              name="answer"
              value="decline"
              variant="outline"
              pending={decline.isPending}
              disabled={busy}
            >
              {t('invitation.decline')}
            </SubmitButton>
          </div>
        </PostForm>
      )}
    </AuthLayout>
  );
}

/** An invitation link that leads nowhere (mistyped, or its organization is gone). */
export function InvitationNotFoundPage() {
  const { t } = useTranslation('organizations');
  return (
    <AuthLayout title={t('invitation.notFoundTitle')}>
      <p>{t('invitation.notFound')}</p>
    </AuthLayout>
  );
}
