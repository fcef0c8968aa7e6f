import type { ObjectStorage } from './object-storage';
import { readUploadToken } from './upload-token';

function refusal(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status });
}

/**
 * Folio's stand-in for S3's presigned POST when files are local: the same form (the target's fields,
 * then `file`), held to the same terms by the token the target carries.
 */
export async function receiveLocalUpload(
  request: Request,
  storage: ObjectStorage,
  secret: string,
): Promise<Response> {
  if (storage.kind !== 'local') return refusal(404, 'NOT_FOUND', 'Not found');
  if (request.method !== 'POST') return refusal(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
  const form = await request.formData().catch(() => null);
  if (!form)
    return refusal(400, 'BAD_REQUEST', 'Expected a multipart form with the upload fields and a file');
  const [key, contentType, token, file] = ['key', 'Content-Type', 'token', 'file'].map((name) =>
    form.get(name),
  );
  const grant = typeof token === 'string' ? readUploadToken(secret, token) : null;
  if (!grant || grant.key !== key || grant.contentType !== contentType)
    return refusal(403, 'UPLOAD_NOT_ALLOWED', 'This upload is not allowed, or its time has passed');
  if (!(file instanceof File) || file.size === 0) return refusal(400, 'BAD_REQUEST', 'The form has no file');
  if (file.size > grant.maxBytes) return refusal(413, 'IMAGE_TOO_LARGE', 'The file is larger than allowed');
  await storage.put(grant.key, Buffer.from(await file.arrayBuffer()), grant.contentType);
  return new Response(null, { status: 204 });
}
