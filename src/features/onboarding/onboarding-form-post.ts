import { answerFormPost, readPostedForm } from '~/server/http/form-post';
import { onboardingSchema } from './onboarding.schema';

/**
 * /onboarding posted natively: save the name, then back to /onboarding, whose guard sends an onboarded
 * person on to where they were going.
 */
export async function postOnboarding(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, onboardingSchema);
  if ('refusal' in posted) return posted.refusal;
  const { pathname, search } = new URL(request.url);
  return answerFormPost(request, {
    endpoint: '/api/rest/onboarding',
    body: posted.values,
    next: () => `${pathname}${search}`,
  });
}
