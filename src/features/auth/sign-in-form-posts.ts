import { afterFirstFactorPath } from '~/lib/redirects';
import { answerFormPost, readPostedForm, withFormError } from '~/api/form-post';
import { codeFormSchema, emailFormSchema } from '~/lib/schemas';

/** /login posted natively: send the code, then on to /login/verify, as the hydrated form does. */
export async function postLoginEmail(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, emailFormSchema);
  if ('refusal' in posted) return posted.refusal;
  const { email } = posted.values;
  const redirect = new URL(request.url).searchParams.get('redirect');
  return answerFormPost(request, {
    endpoint: '/api/auth/email-otp/send-verification-otp',
    body: { email, type: 'sign-in' },
    next: () => `/login/verify?${new URLSearchParams({ email, ...(redirect ? { redirect } : {}) })}`,
    back: (code) =>
      code === 'SIGNUP_DISABLED' ? '/login/error?error=signup_disabled' : withFormError(request.url, code),
  });
}

/** /login/verify posted natively: sign in with the code, set the session cookie, go where sign-in leads. */
export async function postLoginCode(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, codeFormSchema);
  if ('refusal' in posted) return posted.refusal;
  const search = new URL(request.url).searchParams;
  return answerFormPost(request, {
    endpoint: '/api/auth/sign-in/email-otp',
    body: { email: search.get('email') ?? '', otp: posted.values.code },
    next: (answer) => afterFirstFactorPath(answer, search.get('redirect')),
  });
}
