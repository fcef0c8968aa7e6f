import { answerFormPost, readPostedForm } from '~/api/form-post';
import { afterSignInPath } from '~/lib/redirects';
import { isBackupCode, secondStepFormSchema } from '~/lib/second-factor-codes';

/** The endpoint that checks a second step's code: a backup code, or the authenticator app's. */
export function secondStepEndpoint(code: string): string {
  return isBackupCode(code) ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp';
}

/** /login/two-factor posted natively: check the code, set the session cookie, go where sign-in leads. */
export async function postSecondStep(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, secondStepFormSchema);
  if ('refusal' in posted) return posted.refusal;
  const { code, trustDevice } = posted.values;
  const redirect = new URL(request.url).searchParams.get('redirect');
  return answerFormPost(request, {
    endpoint: secondStepEndpoint(code),
    body: { code, trustDevice },
    next: (answer) => afterSignInPath((answer as { user?: { role?: string } } | null)?.user?.role, redirect),
  });
}
