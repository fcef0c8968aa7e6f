import { ORPCError } from '@orpc/server';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { imageUrls, personPicture } from '~/lib/image-urls';
import { organizationRoleCan, type OrganizationPermissions } from '~/lib/organization-permissions';
import { roleCan } from '~/lib/permissions';
import type { Database } from '~/server/db/client';
import { personLabel } from '~/server/db/person-label';
import {
  book,
  invitation,
  member,
  organization,
  shelf,
  shelfBook,
  team,
  teamMember,
  user,
} from '~/server/db/schema';
import type { Env } from '~/server/env';
import { providerPictureOrigins } from '~/server/provider-pictures';
import type { OrganizationDetail, Shelf } from './organization.schema';

// What the organization and shelf procedures share: who may see or change an organization, and how it reads.

/** better-auth's ids are 32 characters; anything much longer cannot be one. */
export const MAX_ID_LENGTH = 64;

export interface Caller {
  id: string;
  role?: string | null;
}

export interface OrganizationAccess {
  organizationId: string;
  name: string;
  /** The caller's role in the organization; null for a Folio admin who is not a member. */
  role: string | null;
}

/**
 * Checks, on every call, that the organization exists and that the caller may do what is asked:
 * reading needs a membership (or Folio's `organization: list`, which admins have); anything else needs
 * the organization role's permission. A removed member is refused on their next request.
 */
export async function organizationAccess(
  db: Database,
  caller: Caller,
  organizationId: string,
  need: 'read' | OrganizationPermissions,
): Promise<OrganizationAccess> {
  if (organizationId.length > MAX_ID_LENGTH) throw new ORPCError('NOT_FOUND');
  const [found] = await db
    .select({ name: organization.name, role: member.role })
    .from(organization)
    .leftJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, caller.id)))
    .where(eq(organization.id, organizationId));
  if (!found) throw new ORPCError('NOT_FOUND');
  const access = { organizationId, name: found.name, role: found.role };
  if (need === 'read') {
    if (found.role || roleCan(caller.role, { organization: ['list'] })) return access;
    throw new ORPCError('FORBIDDEN', { data: { reason: 'not-a-member' } });
  }
  if (!found.role) throw new ORPCError('FORBIDDEN', { data: { reason: 'not-a-member' } });
  if (!organizationRoleCan(found.role, need)) throw new ORPCError('FORBIDDEN');
  return access;
}

/** An organization's shelves (or one of them) with their books, shelves by name and books by title. */
export async function readShelves(
  db: Database,
  organizationId: string,
  /** One shelf only (the answer to a change to it), rather than every one of the organization. */
  shelfId?: string,
): Promise<Shelf[]> {
  const shelves = await db
    .select({ id: shelf.id, name: shelf.name })
    .from(shelf)
    .where(and(eq(shelf.organizationId, organizationId), shelfId ? eq(shelf.id, shelfId) : undefined))
    .orderBy(asc(sql`lower(${shelf.name})`), asc(shelf.id));
  if (!shelves.length) return [];
  const books = await db
    .select({
      shelfId: shelfBook.shelfId,
      id: book.id,
      title: book.title,
      author: book.author,
      coverKey: book.coverKey,
    })
    .from(shelfBook)
    .innerJoin(book, eq(book.id, shelfBook.bookId))
    .where(
      inArray(
        shelfBook.shelfId,
        shelves.map(({ id }) => id),
      ),
    )
    .orderBy(asc(sql`lower(${book.title})`), asc(book.id));
  return shelves.map((row) => ({
    ...row,
    books: books
      .filter((entry) => entry.shelfId === row.id)
      .map(({ id, title, author, coverKey }) => ({
        id,
        title,
        author,
        cover: coverKey ? imageUrls(coverKey, 'cover') : null,
      })),
  }));
}

/** Everything an organization's page shows; pending invitations only to those who may manage them. */
export async function readOrganization(
  db: Database,
  env: Env,
  access: OrganizationAccess,
): Promise<OrganizationDetail> {
  const { organizationId } = access;
  const seesInvitations =
    access.role === null || organizationRoleCan(access.role, { invitation: ['create'] });
  const seesOwnerInvitations = access.role === null || access.role === 'owner';
  const [[found], members, invitations, teams, teamMembers, shelves] = await Promise.all([
    db.select().from(organization).where(eq(organization.id, organizationId)),
    db
      .select({
        id: member.id,
        userId: member.userId,
        role: member.role,
        joinedAt: member.createdAt,
        name: user.name,
        email: user.email,
        pictureKey: user.pictureKey,
        image: user.image,
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organizationId, organizationId))
      .orderBy(asc(member.createdAt), asc(member.id)),
    seesInvitations
      ? db
          .select({
            id: invitation.id,
            email: invitation.email,
            role: invitation.role,
            expiresAt: invitation.expiresAt,
            inviterName: personLabel,
          })
          .from(invitation)
          .leftJoin(user, eq(user.id, invitation.inviterId))
          .where(
            and(
              eq(invitation.organizationId, organizationId),
              eq(invitation.status, 'pending'),
              sql`${invitation.expiresAt} > now()`,
              // As better-auth lists them: invitations to become owner are the owners' business.
              seesOwnerInvitations ? undefined : ne(invitation.role, 'owner'),
            ),
          )
          .orderBy(asc(invitation.createdAt))
      : Promise.resolve([]),
    db
      .select({ id: team.id, name: team.name })
      .from(team)
      .where(eq(team.organizationId, organizationId))
      .orderBy(asc(sql`lower(${team.name})`), asc(team.id)),
    db
      .select({ teamId: teamMember.teamId, userId: teamMember.userId })
      .from(teamMember)
      .innerJoin(team, eq(team.id, teamMember.teamId))
      .where(eq(team.organizationId, organizationId)),
    readShelves(db, organizationId),
  ]);
  if (!found) throw new ORPCError('NOT_FOUND');
  const origins = providerPictureOrigins(env);
  return {
    id: found.id,
    name: found.name,
    slug: found.slug,
    createdAt: found.createdAt,
    viewerRole: access.role,
    members: members.map(({ pictureKey, image, ...row }) => ({
      ...row,
      picture: personPicture({ pictureKey, image }, origins),
    })),
    invitations,
    teams: teams.map((row) => ({
      ...row,
      memberUserIds: teamMembers.filter((entry) => entry.teamId === row.id).map((entry) => entry.userId),
    })),
    shelves,
  };
}
