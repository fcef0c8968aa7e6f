import { codeFormSchema, emailFormSchema, nameFormSchema } from '~/lib/schemas';
import { answerFormPost, readPostedForm } from '~/api/form-post';
import { ACCOUNT_FORM_INTENT } from './account-form-intent';

/** The account page's forms posted natively (before hydration, or without JavaScript). */
export async function postAccountForm(request: Request): Promise<Response> {
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  switch (form.get('intent')) {
    case ACCOUNT_FORM_INTENT.requestEmailChange:
      return postEmailChangeRequest(request);
    case ACCOUNT_FORM_INTENT.changeEmail:
      return postEmailChange(request);
    default:
      return postChangeName(request);
  }
}

/** The change-name drawer: save the name, then the account page with the drawer closed. */
async function postChangeName(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, nameFormSchema);
  if ('refusal' in posted) return posted.refusal;
  return answerFormPost(request, {
    endpoint: '/api/auth/update-user',
    body: posted.values,
    next: () => new URL(request.url).pathname,
    notice: () => ({ ns: 'account', key: 'profile.nameUpdated' }),
  });
}

/** A new e-mail: a code goes to it, then the page asks for that code (`?newEmail=`). */
async function postEmailChangeRequest(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, emailFormSchema);
  if ('refusal' in posted) return posted.refusal;
  const newEmail = posted.values.email.toLowerCase();
  return answerFormPost(request, {
    endpoint: '/api/auth/email-otp/request-email-change',
    body: { newEmail },
    next: () => `${new URL(request.url).pathname}?${new URLSearchParams({ newEmail })}`,
  });
}

/** The code sent to the new e-mail (named by the page's `?newEmail=`): the change happens. */
async function postEmailChange(request: Request): Promise<Response> {
  const posted = await readPostedForm(request, codeFormSchema);
  if ('refusal' in posted) return posted.refusal;
  const url = new URL(request.url);
  const newEmail = url.searchParams.get('newEmail') ?? '';
  return answerFormPost(request, {
    endpoint: '/api/auth/email-otp/change-email',
    body: { newEmail, otp: posted.values.code },
    next: () => url.pathname,
    notice: () => ({ ns: 'account', key: 'email.changed', values: { email: newEmail } }),
  });
}
