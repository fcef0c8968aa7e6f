/** Where to post a file: S3's presigned POST or Folio's own endpoint, the same form either way. */
export interface UploadTarget {
  url: string;
  fields: Record<string, string>;
}

/** The image kinds the server accepts (it checks the bytes again; this spares a useless upload). */
export const UPLOADABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadableImageType = (typeof UPLOADABLE_IMAGE_TYPES)[number];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A decompression bomb (a small file that decodes to gigabytes) is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageRefusal =
  'IMAGE_TOO_LARGE' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_UNREADABLE' | 'IMAGE_TOO_MANY_PIXELS';

export function isUploadableImageType(type: string): type is UploadableImageType {
  return (UPLOADABLE_IMAGE_TYPES as readonly string[]).includes(type);
}

const bytesSay = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((character, index) => bytes[from + index] === character.charCodeAt(0));

/** The type the first bytes say, whatever the name or the declared type. */
export function sniffImageType(bytes: Uint8Array): UploadableImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytesSay(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (bytesSay(bytes, 0, 'RIFF') && bytesSay(bytes, 8, 'WEBP')) return 'image/webp';
  if (bytesSay(bytes, 0, 'GIF87a') || bytesSay(bytes, 0, 'GIF89a')) return 'image/gif';
  return null;
}

/**
 * What the browser can tell of a chosen file before sending any of it: its size, what its first bytes
 * say it is, and whether it decodes to an image of acceptable size. The server checks the bytes again.
 */
export async function checkImageFile(
  file: Blob,
): Promise<{ type: UploadableImageType } | { refused: ImageRefusal }> {
  if (file.size > MAX_UPLOAD_BYTES) return { refused: 'IMAGE_TOO_LARGE' };
  const type = sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  if (!type) return { refused: 'IMAGE_TYPE_NOT_ALLOWED' };
  try {
    const image = await createImageBitmap(file);
    const pixels = image.width * image.height;
    image.close();
    return pixels > MAX_IMAGE_PIXELS ? { refused: 'IMAGE_TOO_MANY_PIXELS' } : { type };
  } catch {
    return { refused: 'IMAGE_UNREADABLE' };
  }
}

/** A refused or failed upload, shaped like the refusals lib/refusal.ts reads. */
export class UploadFailed extends Error {
  override name = 'UploadFailed';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(code ?? `Upload failed (${status})`);
  }
}

/** The code of a refusal: Folio's JSON `{ code }`, or S3's XML `<Code>EntityTooLarge</Code>`. */
function refusalCode(status: number, body: string): string | undefined {
  if (status === 413 || body.includes('<Code>EntityTooLarge</Code>')) return 'IMAGE_TOO_LARGE';
  try {
    const { code } = JSON.parse(body) as { code?: unknown };
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts `file` to `target` (its fields first, the file last, as S3 requires), reporting the share sent
 * (0–1). XMLHttpRequest, because fetch cannot report an upload's progress.
 */
export function uploadFile(
  target: UploadTarget,
  file: File,
  onProgress: (share: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status < 300
        ? resolve()
        : reject(new UploadFailed(request.status, refusalCode(request.status, request.responseText)));
    request.onerror = () => reject(new UploadFailed(0, undefined));
    request.send(form);
  });
}
