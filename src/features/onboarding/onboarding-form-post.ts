import { answerFormPost, readPostedForm } from '~/api/form-post';
import { nameFormSchema } from '~/lib/schemas';

/**
 * /onboarding posted natively: save the name, then back to /onboarding, whose guard sends an onboarded
 * person on to where they were going, which says "Welcome …" as the hydrated form does.
 */
export async function postOnboarding(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, nameFormSchema);
  if ('refusal' in posted) return posted.refusal;
  const { pathname, search } = new URL(request.url);
  return answerFormPost(request, {
    endpoint: '/api/rest/onboarding',
    body: posted.values,
    next: () => `${pathname}${search}`,
    notice: (answer) => ({
      ns: 'onboarding',
      key: 'success',
      values: { name: (answer as { name?: string } | null)?.name ?? posted.values.name },
    }),
  });
}
