import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { api } from '~/api/client';
import { Avatar } from '~/components/avatar';
import { ImageUploadField, type ImageChange } from '~/components/image-upload-field';
import { Button } from '~/components/ui/button';
import { useNotifyFailure } from '~/lib/use-refusal-message';
import { useRefreshViewer } from '~/lib/use-viewer';
import type { Viewer } from '~/lib/viewer';
import { FILES_PATH } from '~/lib/image-urls';

/**
 * The person's picture, in the profile card: upload one, replace it or remove it (their sign-in
 * provider's shows until then). Saving is offered once something was chosen; before the page is
 * hydrated the chooser shows disabled.
 */
export function PictureField({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('account');
  const notifyFailure = useNotifyFailure();
  const refreshViewer = useRefreshViewer();
  const [change, setChange] = useState<ImageChange>({ kind: 'keep' });
  // A new field after each save: its preview and status belong to the change just applied.
  const [round, setRound] = useState(0);

  const save = useMutation({
    mutationFn: async () => {
      if (change.kind === 'remove') return api.account.removePicture();
      if (change.kind === 'keep') return;
      const uploadId = await change.uploaded;
      // The field has said why the upload failed.
      if (!uploadId) throw new Error('The picture upload failed');
      return api.account.setPicture({ uploadId });
    },
    onSuccess: async () => {
      setChange({ kind: 'keep' });
      setRound((value) => value + 1);
      await refreshViewer();
      toast.success(t('picture.saved'));
    },
    onError: (error) => notifyFailure(error, t('picture.failed')),
  });

  // Back to the picture as it is: a new field, without the chosen file or the removal.
  const discard = () => {
    setChange({ kind: 'keep' });
    setRound((value) => value + 1);
  };

  return (
    <div className="space-y-4">
      <ImageUploadField
        key={round}
        label={t('picture.label')}
        // A sign-in provider's picture is theirs to change, not Folio's to remove.
        hasImage={viewer.picture?.small.startsWith(FILES_PATH) ?? false}
        start={(contentType) => api.account.createPictureUpload({ contentType })}
        onChange={setChange}
        preview={({ src, removed }) =>
          src ? (
            <img src={src} alt="" className="aspect-square w-full rounded-full object-cover" />
          ) : (
            <Avatar
              name={viewer.name || viewer.email}
              picture={removed ? null : viewer.picture}
              size="large"
              className="w-full"
            />
          )
        }
      />
      {/* Offered once there is something to save: a chosen image, or the choice to remove it. */}
      {change.kind === 'keep' ? null : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => save.mutate()} disabled={save.isPending}>
            {save.isPending ? t('picture.saving') : t('picture.save')}
          </Button>
          <Button variant="ghost" onClick={discard} disabled={save.isPending}>
            {t('cancel', { ns: 'common' })}
          </Button>
        </div>
      )}
    </div>
  );
}
