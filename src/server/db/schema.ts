import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  integer,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// The four tables below are the ones better-auth reads and writes (core + admin plugin + onboardedAt).
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    // The provider's picture (GitHub, OpenID), set by better-auth at a social sign-in.
    image: text('image'),
    // The stem of the picture the person uploaded (`pictures/<hash>`), which wins over `image`.
    pictureKey: text('picture_key'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    // Set by better-auth's twoFactor plugin once a first authenticator code confirmed the enrolment.
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // The users list's order and keyset cursor: newest first.
    index('user_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    // Search on name and e-mail (folio_search_text comes from migration 0001).
    index('user_search_idx').using(
      'gin',
      sql`folio_search_text(${table.name} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // A deleted admin's impersonation sessions end with them (set null would hand the session to the member).
    impersonatedBy: text('impersonated_by').references(() => user.id, { onDelete: 'cascade' }),
    // The organization (and team) the person works in now; cleared when it is deleted.
    activeOrganizationId: text('active_organization_id').references(() => organization.id, {
      onDelete: 'set null',
    }),
    activeTeamId: text('active_team_id').references(() => team.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('session_user_id_idx').on(table.userId),
    index('session_impersonated_by_idx').on(table.impersonatedBy),
  ],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [
    index('account_user_id_idx').on(table.userId),
    uniqueIndex('account_provider_account_idx').on(table.providerId, table.accountId),
  ],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/**
 * A person's authenticator app (better-auth's twoFactor plugin): the TOTP secret and the unused backup
 * codes, both encrypted with the auth secret; `verified` once a first code confirmed the enrolment.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // The time step (30 s) of the last authenticator code accepted: no code of it, or of an earlier
    // step, is accepted again (RFC 6238 §5.2), on any instance.
    lastTotpStep: integer('last_totp_step'),
    ...timestamps,
  },
  (table) => [uniqueIndex('two_factor_user_id_idx').on(table.userId)],
);

export const genre = pgTable('genre', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  ...timestamps,
});

export const book = pgTable(
  'book',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    genreId: uuid('genre_id').references(() => genre.id, { onDelete: 'set null' }),
    publisher: text('publisher'),
    // The stem of the cover's re-encoded variants in file storage (`covers/<hash>`), null without one.
    coverKey: text('cover_key'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('book_title_author_unique').on(sql`lower(${table.title})`, sql`lower(${table.author})`),
    index('book_genre_id_idx').on(table.genreId),
    // The dashboard's books added in the last days: a range scan, not a count over the catalogue.
    index('book_created_at_idx').on(table.createdAt),
    // The list's order and its keyset cursor: (lower(title), id).
    index('book_sort_title_idx').on(sql`lower(${table.title})`, table.id),
    // Search on title, author and publisher (folio_search_text comes from migration 0001).
    index('book_search_idx').using(
      'gin',
      sql`folio_search_text(${table.title} || ' ' || ${table.author} || ' ' || coalesce(${table.publisher}, '')) gin_trgm_ops`,
    ),
  ],
);

/**
 * The number of books, kept exact by statement-level triggers (migration 0004) so that the
 * unfiltered list's total costs one row read instead of a count over the whole catalogue.
 */
export const bookCount = pgTable(
  'book_count',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [check('book_count_singleton', sql`${table.singleton}`)],
);

/**
 * What happened, who did it, to what: an append-only record (migration 0006 refuses UPDATE, DELETE
 * and TRUNCATE). Actor and target are copied, not referenced, so the history outlives deleted users.
 */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    ipAddress: text('ip_address'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_event_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_event_actor_idx').on(table.actorId, table.createdAt.desc()),
    index('audit_event_action_idx').on(table.action, table.createdAt.desc()),
    index('audit_event_target_idx').on(table.targetId, table.createdAt.desc()),
  ],
);

/**
 * Throttle counters (src/server/throttle): one row per bucket (e.g. `send:email:a@b.c`), counting
 * hits in a fixed window that ends at `expires_at`. Used when REDIS_URL is not set.
 */
export const throttleCounter = pgTable(
  'throttle_counter',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('throttle_counter_expires_at_idx').on(table.expiresAt)],
);

// The five tables below are better-auth's organization plugin's (ADR 0016); shelves are Folio's.
export const organization = pgTable(
  'organization',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    metadata: text('metadata'),
    ...timestamps,
  },
  (table) => [
    index('organization_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('organization_search_idx').using(
      'gin',
      sql`folio_search_text(${table.name} || ' ' || ${table.slug}) gin_trgm_ops`,
    ),
  ],
);

export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('member_organization_user_idx').on(table.organizationId, table.userId),
    index('member_user_id_idx').on(table.userId),
  ],
);

export const team = pgTable(
  'team',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // Kept by better-auth, which checks it against the per-team member limit.
    memberCount: integer('member_count').notNull().default(0),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('team_organization_id_idx').on(table.organizationId)],
);

export const teamMember = pgTable(
  'team_member',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // better-auth's own guard against adding one person to one team twice.
    membershipKey: text('membership_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_member_team_user_idx').on(table.teamId, table.userId),
    index('team_member_user_id_idx').on(table.userId),
  ],
);

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('pending'),
    // No reference: better-auth stores a comma-separated list of team ids here.
    teamId: text('team_id'),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invitation_organization_id_idx').on(table.organizationId),
    index('invitation_email_idx').on(table.email),
  ],
);

/** A named list of catalogue books that an organization keeps; its owners and admins curate it. */
export const shelf = pgTable(
  'shelf',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('shelf_organization_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export const shelfBook = pgTable(
  'shelf_book',
  {
    shelfId: uuid('shelf_id')
      .notNull()
      .references(() => shelf.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shelfId, table.bookId] }),
    index('shelf_book_book_id_idx').on(table.bookId),
  ],
);

// A person's passkeys (@better-auth/passkey, ADR 0019). `lastUsedAt` is Folio's: the plugin keeps no
// time of use, so the sign-in hook (auth-hooks.ts) sets it.
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull().unique(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkey_user_id_idx').on(table.userId)],
);

/**
 * A person's API key (Folio's own table, ADR 0027): only the SHA-256 of the key is kept, with its first
 * characters to tell keys apart; what it may do is `permissions` ∩ its owner's role, read on every request.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    start: text('start').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    permissions: jsonb('permissions').$type<Record<string, string[]>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Written at most once a minute per key, never on every request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_key_user_id_idx').on(table.userId, table.createdAt.desc())],
);

/**
 * A URL Folio tells of events (ADR 0029). The secret signs every delivery (Standard Webhooks); it is
 * stored sealed with the server's secret (webhooks/webhook-secret.ts), never in the clear, and shown once.
 * After a rotation the previous one signs too until `previous_secret_expires_at`.
 */
export const webhookEndpoint = pgTable('webhook_endpoint', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  // Tries that failed in a row, whatever the delivery; back to 0 at the next 2xx.
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  // `manual` (an admin) or `failures` (a delivery failed all its tries); null while enabled.
  disabledReason: text('disabled_reason'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  // The language of the admin who last saved it: a notice that it was disabled is written in it.
  language: text('language').notNull().default('en'),
  ...timestamps,
});

/**
 * The outbox: an event, written in the same transaction as the change it reports, only when an enabled
 * endpoint wants it. `id` is the `webhook-id` of every delivery of it, on every try; `payload` is the
 * JSON body as sent, kept as text so that each try sends the same bytes.
 */
export const webhookEvent = pgTable(
  'webhook_event',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_event_created_at_idx').on(table.createdAt)],
);

/**
 * One event for one endpoint. `sequence` is the order of creation, in which an endpoint's deliveries
 * go out: a delivery waits for the endpoint's earlier ones.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvent.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // When the next try is due (an estimate: the job engine draws the wait); null once it is settled.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The delivery log, newest first, and its keyset cursor.
    index('webhook_delivery_endpoint_idx').on(table.endpointId, table.sequence.desc()),
    // The next delivery of an endpoint, and the outbox's depth.
    index('webhook_delivery_pending_idx')
      .on(table.endpointId, table.sequence)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_delivery_event_id_idx').on(table.eventId),
  ],
);

/** One try of a delivery: when, the answer's status (none without an answer), how long, what it said. */
export const webhookAttempt = pgTable(
  'webhook_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    // The answer's first KB (WEBHOOK_LOGGED_RESPONSE_BYTES), as text.
    response: text('response'),
    // A code of lib/webhooks.ts's WEBHOOK_ATTEMPT_ERRORS when there was no answer.
    error: text('error'),
  },
  (table) => [index('webhook_attempt_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);

// The relations better-auth joins along (its `advanced.database.joins`, src/server/auth.ts): a session
// is read with its user in one statement. Named as better-auth looks them up: the model's name for one
// row, with an s for many.
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
export const organizationRelations = relations(organization, ({ many }) => ({
  members: many(member),
  invitations: many(invitation),
  teams: many(team),
}));
export const memberRelations = relations(member, ({ one }) => ({
  user: one(user, { fields: [member.userId], references: [user.id] }),
  organization: one(organization, { fields: [member.organizationId], references: [organization.id] }),
}));
export const invitationRelations = relations(invitation, ({ one }) => ({
  organization: one(organization, { fields: [invitation.organizationId], references: [organization.id] }),
}));
export const teamRelations = relations(team, ({ one, many }) => ({
  organization: one(organization, { fields: [team.organizationId], references: [organization.id] }),
  teamMembers: many(teamMember),
}));
export const teamMemberRelations = relations(teamMember, ({ one }) => ({
  team: one(team, { fields: [teamMember.teamId], references: [team.id] }),
  user: one(user, { fields: [teamMember.userId], references: [user.id] }),
}));
