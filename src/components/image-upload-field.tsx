import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import {
  checkImageFile,
  UPLOADABLE_IMAGE_TYPES,
  uploadFile,
  type UploadableImageType,
  type UploadTarget,
} from '~/lib/upload-file';
import { useRefusalMessage } from '~/lib/use-refusal-message';

/** What the person chose for the image; the form applies it when it saves. */
export type ImageChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  /** Resolves to the upload's id once the file is sent (null when the upload failed; the field says why). */
  | { kind: 'upload'; uploaded: Promise<string | null> };

interface ImageUploadFieldProps {
  label: string;
  /** Whether there is an image now (a remove button is offered). */
  hasImage: boolean;
  /**
   * How the image shows: the chosen file's preview (`src`), the image as it is (`src` null), or none at
   * all once the person chose to remove it (`removed`).
   */
  preview: (shown: { src: string | null; removed: boolean }) => ReactNode;
  /** Starts an upload on the server: where to send a file of this type. */
  start: (contentType: UploadableImageType) => Promise<UploadTarget & { uploadId: string }>;
  onChange: (change: ImageChange) => void;
}

/**
 * An image control for a form: drop a file on the preview or choose one with the button (keyboard and
 * screen reader alike); it uploads at once with its progress shown, previews before saving, and can
 * remove the image. Checked again by the server, which alone decides.
 */
export function ImageUploadField({ label, hasImage, preview, start, onChange }: ImageUploadFieldProps) {
  const { t } = useTranslation('common');
  const describeRefusal = useRefusalMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<'ready' | 'remove' | null>(null);
  const [error, setError] = useState<ReactNode>();
  const [dragging, setDragging] = useState(false);
  // Only the latest choice may report back: an earlier upload that ends later is ignored.
  const latest = useRef(0);
  const busy = checking || progress !== null;

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const attempt = ++latest.current;
    const current = () => attempt === latest.current;
    setError(undefined);
    setStatus(null);
    setPreviewUrl(null);
    // Read where it was chosen: a file that is no image, or none Folio takes, never leaves the browser.
    setChecking(true);
    const checked = await checkImageFile(file);
    if (!current()) return;
    setChecking(false);
    if ('refused' in checked) {
      // Nothing chosen any more: the form keeps the image as it is.
      onChange({ kind: 'keep' });
      return setError(t(`refusals.${checked.refused}`));
    }
    setPreviewUrl(URL.createObjectURL(file));
    setProgress(0);
    const uploaded = (async () => {
      const target = await start(checked.type);
      await uploadFile(target, file, (share) => current() && setProgress(share));
      return target.uploadId;
    })().then(
      (uploadId) => {
        if (current()) {
          setProgress(null);
          setStatus('ready');
        }
        return uploadId;
      },
      (failure: unknown) => {
        if (current()) {
          setProgress(null);
          setPreviewUrl(null);
          setError(describeRefusal(failure, t('upload.failed')));
          onChange({ kind: 'keep' });
        }
        return null;
      },
    );
    onChange({ kind: 'upload', uploaded });
  };

  const remove = () => {
    latest.current += 1;
    setChecking(false);
    setPreviewUrl(null);
    setError(undefined);
    setStatus(hasImage ? 'remove' : null);
    onChange(hasImage ? { kind: 'remove' } : { kind: 'keep' });
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    // Like the buttons: no new file while one is on its way.
    if (!busy) void choose(event.dataTransfer.files[0]);
  };

  const hasSomething = (hasImage && status !== 'remove') || previewUrl !== null;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium">
        {label}
      </span>
      <div className="flex items-start gap-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'w-24 shrink-0 rounded-md border-2 border-dashed p-1',
            dragging ? 'border-primary bg-muted' : 'border-transparent',
          )}
        >
          {preview({ src: previewUrl, removed: status === 'remove' })}
        </div>
        <div className="min-w-0 space-y-2">
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('upload.hint')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
              {hasSomething ? t('upload.replace') : t('upload.choose')}
            </Button>
            {hasSomething ? (
              <Button variant="ghost" onClick={remove} disabled={busy}>
                {t('upload.remove')}
              </Button>
            ) : null}
          </div>
          <input
            ref={input}
            type="file"
            accept={UPLOADABLE_IMAGE_TYPES.join(',')}
            className="hidden"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {progress !== null ? (
            <div className="space-y-1">
              <progress
                className="h-2 w-full"
                max={100}
                value={Math.round(progress * 100)}
                aria-labelledby={`${id}-progress`}
              />
              <p id={`${id}-progress`} role="status" className="text-sm">
                {t('upload.progress', { percent: Math.round(progress * 100) })}
              </p>
            </div>
          ) : status ? (
            <p role="status" className="text-sm">
              {status === 'ready' ? t('upload.ready') : t('upload.willRemove')}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
