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
  // The grant first: a request without a valid one is refused before its body is read.
  const token = new URL(request.url).searchParams.get('token');
  const grant = token ? readUploadToken(secret, token) : null;
  const notAllowed = () =>
    refusal(403, 'UPLOAD_NOT_ALLOWED', 'This upload is not allowed, or its time has passed');
  if (!grant) return notAllowed();
  const form = await request.formData().catch(() => null);
  if (!form)
    return refusal(400, 'BAD_REQUEST', 'Expected a multipart form with the upload fields and a file');
  const [key, contentType, file] = ['key', 'Content-Type', 'file'].map((name) => form.get(name));
  if (grant.key !== key || grant.contentType !== contentType) return notAllowed();
  if (!(file instanceof File) || file.size === 0) return refusal(400, 'BAD_REQUEST', 'The form has no file');
  if (file.size > grant.maxBytes) return refusal(413, 'IMAGE_TOO_LARGE', 'The file is larger than allowed');
  await storage.put(grant.key, Buffer.from(await file.arrayBuffer()), grant.contentType);
  return new Response(null, { status: 204 });
}
