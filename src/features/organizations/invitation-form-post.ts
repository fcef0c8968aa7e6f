import { z } from 'zod';
import { answerFormPost, readPostedForm } from '~/api/form-post';

export const invitationAnswerSchema = z.object({ answer: z.enum(['accept', 'decline']) });

/**
 * /invitations/{id} posted natively (an e-mail opened on a phone, before or without scripts): the same
 * better-auth call the hydrated page makes; accepted, the browser lands in the organization.
 */
export async function postInvitationAnswer(request: Request, invitationId: string): Promise<Response> {
  const posted = await readPostedForm(request, invitationAnswerSchema);
  if ('refusal' in posted) return posted.refusal;
  const { pathname } = new URL(request.url);
  const accepting = posted.values.answer === 'accept';
  return answerFormPost(request, {
    endpoint: `/api/auth/organization/${accepting ? 'accept' : 'reject'}-invitation`,
    body: { invitationId },
    next: (answer) => {
      const organizationId = (answer as { invitation?: { organizationId?: unknown } } | null)?.invitation
        ?.organizationId;
      return accepting && typeof organizationId === 'string'
        ? `/app/organizations/${encodeURIComponent(organizationId)}`
        : pathname;
    },
  });
}
