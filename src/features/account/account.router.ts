import { isAPIError } from 'better-auth/api';
import { ORPCError } from '@orpc/server';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { codeSchema } from '~/lib/schemas';
import { describeUserAgent } from '~/lib/user-agent';
import { procedure } from '~/server/api/procedure';
import { auditEvent, member, organization, session, team, teamMember, user } from '~/server/db/schema';
import { newestFirst } from '~/server/db/order';
import { refuseRemovingLastAdmin } from '~/server/users/last-admin';
import { leaveOrganizationsBeforeDeletion } from '~/server/organizations/only-owner';
import { personPicture } from '~/lib/image-urls';
import { providerPictureOrigins } from '~/server/provider-pictures';
import { removeImage } from '~/server/storage/stored-images';
import { createPictureUpload, removePicture, setPicture } from './account-picture';
import { apiKeysRouter } from './api-keys.router';
import { passkeysRouter } from './passkeys.router';
import { passkeysOf } from '~/server/passkeys/passkey-records';

/** The one kind of code that confirms a sensitive action on your own account (better-auth emailOTP). */
const CONFIRMATION = 'email-verification' as const;

export const exportAccount = procedure
  .meta({ permission: { account: ['update'] } })
  .route({
    method: 'GET',
    path: '/account/export',
    summary: 'Everything Folio keeps about me, as JSON',
    tags: ['Account'],
  })
  .output(z.record(z.string(), z.unknown()))
  .handler(async ({ context }) => {
    const { db } = context.server.connection;
    const me = context.user.id;
    const [profile, sessions, events, memberships, teams, passkeys] = await Promise.all([
      db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          role: user.role,
          onboardedAt: user.onboardedAt,
          image: user.image,
          pictureKey: user.pictureKey,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        })
        .from(user)
        .where(eq(user.id, me)),
      db
        .select({
          id: session.id,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
          createdAt: session.createdAt,
          lastActiveAt: session.updatedAt,
          expiresAt: session.expiresAt,
        })
        .from(session)
        .where(eq(session.userId, me)),
      db
        .select()
        .from(auditEvent)
        .where(
          or(eq(auditEvent.actorId, me), and(eq(auditEvent.targetType, 'user'), eq(auditEvent.targetId, me))),
        )
        .orderBy(newestFirst(auditEvent.createdAt))
        .limit(10_000),
      db
        .select({
          organizationId: organization.id,
          organization: organization.name,
          role: member.role,
          joinedAt: member.createdAt,
        })
        .from(member)
        .innerJoin(organization, eq(organization.id, member.organizationId))
        .where(eq(member.userId, me)),
      db
        .select({ organizationId: team.organizationId, team: team.name, joinedAt: teamMember.createdAt })
        .from(teamMember)
        .innerJoin(team, eq(team.id, teamMember.teamId))
        .where(eq(teamMember.userId, me)),
      passkeysOf(db, me),
    ]);
    await context.audit({
      action: 'account.exported',
      target: { type: 'user', id: me, label: context.user.email },
    });
    const { pictureKey, image, ...details } = profile[0]!;
    const picture = personPicture({ pictureKey, image }, providerPictureOrigins(context.server.env));
    const absolute = (url: string) => new URL(url, context.server.env.BASE_URL).href;
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        ...details,
        picture: picture && { small: absolute(picture.small), large: absolute(picture.large) },
      },
      sessions: sessions.map((row) => ({ ...row, device: describeUserAgent(row.userAgent) })),
      memberships: memberships.map((row) => ({
        ...row,
        teams: teams
          .filter((entry) => entry.organizationId === row.organizationId)
          .map(({ team: name, joinedAt }) => ({ name, joinedAt })),
      })),
      // Name, device type and dates: never a passkey's key material.
      passkeys,
      auditEvents: events,
    };
  });

export const requestAccountDeletion = procedure
  .meta({ permission: { account: ['update'] } , throttled: true })
  .route({
    method: 'POST',
    path: '/account/deletion-code',
    summary: 'E-mail me a code that confirms deleting my account',
    tags: ['Account'],
  })
  .output(z.object({ sent: z.literal(true) }))
  .handler(async ({ context }) => {
    await context.server.auth.api.sendVerificationOTP({
      body: { email: context.user.email, type: CONFIRMATION },
      headers: context.headers,
    });
    return { sent: true as const };
  });

export const deleteAccount = procedure
  .meta({ permission: { account: ['update'] } , throttled: true })
  .route({
    method: 'DELETE',
    path: '/account',
    summary: 'Delete my account, confirmed by the e-mailed code',
    tags: ['Account'],
  })
  .input(z.object({ code: codeSchema }))
  .output(z.object({ deleted: z.literal(true) }))
  .handler(async ({ input, context }) => {
    const { auth, connection } = context.server;
    // Wrong, expired and exhausted codes are refused by better-auth with its own codes (INVALID_OTP…).
    await auth.api
      .checkVerificationOTP({ body: { email: context.user.email, type: CONFIRMATION, otp: input.code } })
      .catch((error: unknown) => {
        // A spent attempt budget stays a 429 (with its wait); any other refusal is the code's fault.
        if (isAPIError(error) && error.statusCode === 429) throw error;
        const code = (error as { body?: { code?: string } }).body?.code ?? 'INVALID_OTP';
        throw new ORPCError('BAD_REQUEST', { data: { code } });
      });
    const pictureKey = await connection.db.transaction(async (tx) => {
      await refuseRemovingLastAdmin(tx, context.user.id);
      for (const entry of await leaveOrganizationsBeforeDeletion(tx, context.user.id, 'refuse'))
        await context.audit(entry, tx);
      const [deleted] = await tx
        .delete(user)
        .where(eq(user.id, context.user.id))
        .returning({ pictureKey: user.pictureKey });
      await context.audit(
        {
          action: 'account.deleted',
          target: { type: 'user', id: context.user.id, label: context.user.email },
        },
        tx,
      );
      return deleted?.pictureKey ?? null;
    });
    await removeImage(context.server, pictureKey, 'picture');
    return { deleted: true as const };
  });

export const accountRouter = {
  export: exportAccount,
  requestDeletion: requestAccountDeletion,
  delete: deleteAccount,
  createPictureUpload,
  setPicture,
  removePicture,
  passkeys: passkeysRouter,
  apiKeys: apiKeysRouter,
};
