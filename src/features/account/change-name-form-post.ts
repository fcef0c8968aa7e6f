import { onboardingSchema } from '~/features/onboarding/onboarding.schema';
import { answerFormPost, readPostedForm } from '~/server/http/form-post';

/** The change-name drawer posted natively: save the name, then the account page with the drawer closed. */
export async function postChangeName(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, onboardingSchema);
  if ('refusal' in posted) return posted.refusal;
  return answerFormPost(request, {
    endpoint: '/api/auth/update-user',
    body: posted.values,
    next: () => new URL(request.url).pathname,
  });
}
