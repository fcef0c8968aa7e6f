import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useForm } from '~/lib/use-form';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { Card } from '~/components/ui/card';
import { dialogActionsClass } from '~/components/ui/dialog-styles';
import { PersonNameField } from '~/components/person-name-field';
import { FormAlert } from '~/components/ui/form-alert';
import { FormDialog } from '~/components/ui/form-dialog';
import { PostForm } from '~/components/ui/post-form';
import { SubmitButton } from '~/components/ui/submit-button';
import { useTranslatedError } from '~/lib/use-translated-error';
import { nameFormSchema, type NameFormInput } from '~/lib/schemas';
import { useRefreshViewer } from '~/lib/use-viewer';
import type { Viewer } from '~/lib/viewer';
import { authClient } from '~/lib/auth-client';
import { areaPaths, type Area } from '~/lib/area';
import { useNotifyFailure, useRefusalMessage } from '~/lib/use-refusal-message';
import { usePostedError } from '~/lib/use-posted-error';
import { ButtonLink } from '~/components/ui/button-link';

/** Name, e-mail and the verified marker; the change-name drawer lives in the URL (?state=change-name). */
export function ProfileCard({
  area,
  viewer,
  changingName,
  error,
  picture,
}: {
  area: Area;
  viewer: Viewer;
  changingName: boolean;
  /** Why a natively posted name was refused (an API code). */
  error?: string;
  /** The picture's field, below the name: one card for who you are. */
  picture?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const notifyFailure = useNotifyFailure();
  const describeRefusal = useRefusalMessage();
  const navigate = useNavigate();
  const router = useRouter();
  const translateError = useTranslatedError();
  const refreshViewer = useRefreshViewer();
  const form = useForm<NameFormInput>({
    resolver: zodResolver(nameFormSchema),
    values: { name: viewer.name },
  });

  const close = () => {
    if (router.history.canGoBack()) router.history.back();
    else
      void navigate({
        to: areaPaths[area].account,
        search: (previous) => ({ ...previous, state: '', error: undefined }),
        replace: true,
      });
  };

  const posted = usePostedError(error);

  const save = form.handleSubmit(async ({ name }) => {
    posted.clear();
    const { error } = await authClient.updateUser({ name });
    if (error) {
      notifyFailure(error, t('profile.nameFailed'));
      return;
    }
    toast.success(t('profile.nameUpdated'));
    await refreshViewer();
    close();
  });

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('profile.title')}</h2>
      <div className="space-y-1">
        <p className="text-xl font-semibold break-words">{viewer.name}</p>
        <p className="flex flex-wrap items-center gap-2 break-all">
          {viewer.email}
          {viewer.emailVerified ? null : (
            <span className="rounded-full border border-destructive px-2 py-0.5 text-xs font-medium text-destructive">
              {t('profile.notVerified')}
            </span>
          )}
        </p>
      </div>
      {/* A link, so that it works before the page is hydrated too: the URL opens the drawer. */}
      <ButtonLink
        variant="outline"
        to={areaPaths[area].account}
        search={(previous) => ({ ...previous, state: 'change-name' })}
      >
        {t('profile.changeName')}
      </ButtonLink>
      {picture ? <div className="border-t border-border pt-4">{picture}</div> : null}
      <FormDialog
        open={changingName}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('profile.changeName')}
      >
        <PostForm className="space-y-4" onSubmit={save}>
          <PersonNameField
            label={t('profile.nameLabel')}
            error={translateError(form.formState.errors.name?.message ?? posted.fieldError)}
            {...form.register('name')}
          />
          <FormAlert message={posted.code ? describeRefusal(posted, t('profile.nameFailed')) : undefined} />
          <div className={dialogActionsClass}>
            {/* A link, so that it closes the server-rendered drawer before hydration too. */}
            <ButtonLink
              variant="outline"
              to={areaPaths[area].account}
              search={(previous) => ({ ...previous, state: '', error: undefined })}
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
            >
              {t('cancel', { ns: 'common' })}
            </ButtonLink>
            <SubmitButton pending={form.formState.isSubmitting}>{t('profile.save')}</SubmitButton>
          </div>
        </PostForm>
      </FormDialog>
    </Card>
  );
}
