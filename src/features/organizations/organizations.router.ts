import { ORPCError } from '@orpc/server';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { procedure, publicProcedure } from '~/server/api/procedure';
import { keysetPage, pageInputSchema, pgTimestampSchema } from '~/server/db/keyset';
import { newestFirst } from '~/server/db/order';
import { personLabel } from '~/server/db/person-label';
import { invitation, member, organization, user } from '~/server/db/schema';
import { containsPattern, searchText, searchTokens } from '~/server/db/search';
import type { Database } from '~/server/db/client';
import {
  invitationPreviewSchema,
  organizationDetailSchema,
  organizationSummarySchema,
  type OrganizationSummary,
} from './organization.schema';
import { ORGANIZATION_SEARCH_MAX_LENGTH } from './organization-search';
import { MAX_ID_LENGTH, organizationAccess, readOrganization } from './organization-records';

const idInput = z.object({ id: z.string().max(MAX_ID_LENGTH) });

// Written out in full: drizzle leaves columns unqualified inside a subquery, where "id" would be ambiguous.
const counts = {
  memberCount: sql<number>`(select count(*)::int from member m where m.organization_id = "organization".id)`,
  teamCount: sql<number>`(select count(*)::int from team t where t.organization_id = "organization".id)`,
  shelfCount: sql<number>`(select count(*)::int from shelf s where s.organization_id = "organization".id)`,
};

function summaryColumns(viewerRole: SQL<string | null>) {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    createdAt: organization.createdAt,
    ...counts,
    viewerRole,
  };
}

export const listMyOrganizations = procedure
  .meta({ permission: { membership: ['read'] } })
  .route({
    method: 'GET',
    path: '/organizations/mine',
    summary: 'The organizations I belong to, with my role in each',
    tags: ['Organizations'],
  })
  .output(z.array(organizationSummarySchema))
  .handler(({ context }) =>
    context.server.connection.db
      .select(summaryColumns(sql<string>`${member.role}`))
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, context.user.id))
      .orderBy(asc(sql`lower(${organization.name})`), asc(organization.id)),
  );

export const getOrganization = procedure
  .meta({ permission: { membership: ['read'] } })
  .route({
    method: 'GET',
    path: '/organizations/{id}',
    summary: 'An organization: its shelves, members, teams and (to those who invite) pending invitations',
    tags: ['Organizations'],
  })
  .input(idInput)
  .output(organizationDetailSchema)
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const access = await organizationAccess(db, context.user, input.id, 'read');
    return readOrganization(db, context.server.env, access);
  });

function organizationFilters(searchTerm: string | undefined): SQL | undefined {
  const text = searchText(sql`${organization.name} || ' ' || ${organization.slug}`);
  return and(...searchTokens(searchTerm).map((token) => sql`${text} like ${containsPattern(token)}`));
}

export const listOrganizations = procedure
  .meta({ permission: { organization: ['list'] } })
  .route({
    method: 'GET',
    path: '/organizations',
    summary: 'Search and page through every organization, newest first',
    tags: ['Organizations'],
  })
  .input(pageInputSchema.extend({ searchTerm: z.string().max(ORGANIZATION_SEARCH_MAX_LENGTH).optional() }))
  .output(z.object({ items: z.array(organizationSummarySchema), nextCursor: z.string().nullable() }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const filters = organizationFilters(input.searchTerm);
    // Its own alias: in a query on one table Drizzle names columns without their table, and
    // "organization_id" = "id" would compare a membership with itself.
    const viewerRole = sql<string | null>`(
      select viewer.role from ${member} viewer
      where viewer.organization_id = ${organization}.id and viewer.user_id = ${context.user.id}
    )`;
    const page = await keysetPage({
      cursor: input.cursor,
      limit: input.limit,
      key: z.tuple([pgTimestampSchema, z.string().max(MAX_ID_LENGTH)]),
      rows: (after, take) =>
        db
          .select({ ...summaryColumns(viewerRole), sortTime: sql<string>`${organization.createdAt}::text` })
          .from(organization)
          .where(
            and(
              filters,
              after
                ? sql`(${organization.createdAt}, ${organization.id}) < (${after[0]}::timestamptz, ${after[1]})`
                : undefined,
            ),
          )
          .orderBy(newestFirst(organization.createdAt), newestFirst(organization.id))
          .limit(take),
      keyOf: (row) => [row.sortTime, row.id],
    });
    return {
      items: page.items.map(({ sortTime: _sortTime, ...row }): OrganizationSummary => row),
      nextCursor: page.nextCursor,
    };
  });

export const deleteOrganization = procedure
  .meta({ permission: { organization: ['delete'] } })
  .route({
    method: 'DELETE',
    path: '/organizations/{id}',
    summary: 'Delete an organization with its members, teams, invitations and shelves',
    tags: ['Organizations'],
  })
  .input(idInput)
  .output(z.object({ id: z.string() }))
  .handler(async ({ input, context }) => {
    const { db } = context.server.connection;
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(organization)
        .where(eq(organization.id, input.id))
        .returning({ name: organization.name });
      if (row)
        await context.audit(
          {
            action: 'organization.deleted',
            target: { type: 'organization', id: input.id, label: row.name },
          },
          tx,
        );
      return row;
    });
    if (!deleted) throw new ORPCError('NOT_FOUND');
    return { id: input.id };
  });

async function findInvitation(db: Database, id: string) {
  const [found] = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      organizationName: organization.name,
      inviterName: personLabel,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .leftJoin(user, eq(user.id, invitation.inviterId))
    .where(eq(invitation.id, id));
  return found;
}

export const previewInvitation = publicProcedure
  .route({
    method: 'GET',
    path: '/invitations/{id}',
    summary:
      'What an invitation link shows: whether it still stands, and while it does, who invited which address to what',
    tags: ['Organizations'],
  })
  .input(idInput)
  .output(invitationPreviewSchema)
  .handler(async ({ input, context }) => {
    const found = await findInvitation(context.server.connection.db, input.id);
    if (!found) throw new ORPCError('NOT_FOUND');
    const { email, role, inviterName, expiresAt } = found;
    const known = invitationPreviewSchema.shape.status.safeParse(found.status);
    const status =
      found.status === 'pending' && expiresAt.getTime() <= Date.now()
        ? 'expired'
        : known.success
          ? known.data
          : 'canceled';
    return {
      id: found.id,
      organizationName: found.organizationName,
      status,
      invited: status === 'pending' ? { email, role, inviterName, expiresAt } : null,
    };
  });

export const organizationsRouter = {
  mine: listMyOrganizations,
  get: getOrganization,
  list: listOrganizations,
  delete: deleteOrganization,
  invitation: previewInvitation,
};
