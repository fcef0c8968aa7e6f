import type { WebhookEventInput } from './webhook-outbox';

// What each event carries (README "Webhooks"): ids and the changed record as Folio stores it, never a
// one-time code, a token, a storage key, or an e-mail address other than the record's own.

type Fields = Record<string, unknown>;

/** A book as its events carry it (the genre by id; no storage key of its cover). */
export function bookData(book: {
  id: string;
  title: string;
  author: string;
  publisher: string | null;
  genreId: string | null;
  createdAt: Date;
  updatedAt: Date;
}): Fields {
  const { id, title, author, publisher, genreId, createdAt, updatedAt } = book;
  return { book: { id, title, author, publisher, genreId, createdAt, updatedAt } };
}

export function bookEvent(
  type: 'book.created' | 'book.updated' | 'book.deleted',
  book: Parameters<typeof bookData>[0],
): WebhookEventInput {
  return { type, data: bookData(book) };
}

/** A person as their events carry them: their own address, role and ban; no picture key, no factor. */
export function userEvent(
  type: 'user.created' | 'user.banned',
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    role: string | null;
    banned: boolean | null;
    banReason: string | null;
    banExpires: Date | null;
    createdAt: Date;
  },
): WebhookEventInput {
  const { id, name, email, emailVerified, role, banned, banReason, banExpires, createdAt } = user;
  return {
    type,
    data: {
      user: {
        id,
        name,
        email,
        emailVerified,
        role: role ?? 'user',
        banned: banned ?? false,
        banReason,
        banExpires,
        createdAt,
      },
    },
  };
}

const pick = (record: unknown, keys: readonly string[]): Fields | null =>
  typeof record === 'object' && record !== null
    ? Object.fromEntries(keys.map((key) => [key, (record as Fields)[key] ?? null]))
    : null;

/**
 * The two events of an accepted invitation, from better-auth's answer (`{ invitation, member }`): the
 * invitation (its own invitee's address) and the membership it made. The inviter is named by id only.
 */
export function invitationAcceptedEvents(
  answer: unknown,
  organization: { id: string; name: string } | null,
): WebhookEventInput[] {
  const fields = (typeof answer === 'object' && answer !== null ? answer : {}) as Fields;
  const invitation = pick(fields.invitation, [
    'id',
    'organizationId',
    'email',
    'role',
    'status',
    'inviterId',
    'teamId',
    'expiresAt',
    'createdAt',
  ]);
  const member = pick(fields.member, ['id', 'organizationId', 'userId', 'role', 'createdAt']);
  const events: WebhookEventInput[] = [];
  if (invitation) events.push({ type: 'invitation.accepted', data: { invitation, organization } });
  if (member) events.push({ type: 'organization.member_added', data: { member, organization } });
  return events;
}
