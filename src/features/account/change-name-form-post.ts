import { nameFormSchema } from '~/lib/schemas';
import { answerFormPost, readPostedForm } from '~/api/form-post';

/** The change-name drawer posted natively: save the name, then the account page with the drawer closed. */
export async function postChangeName(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, nameFormSchema);
  if ('refusal' in posted) return posted.refusal;
  return answerFormPost(request, {
    endpoint: '/api/auth/update-user',
    body: posted.values,
    next: () => new URL(request.url).pathname,
  });
}
