import { z } from 'zod';

// What the organization and shelf procedures answer and take; the UI reads the same types.

const imageUrls = z.object({ small: z.string(), large: z.string() });

export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.date(),
  memberCount: z.number(),
  teamCount: z.number(),
  shelfCount: z.number(),
  /** The viewer's role in it; null for a Folio admin who is not a member. */
  viewerRole: z.string().nullable(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const shelfBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  cover: imageUrls.nullable(),
});
export type ShelfBook = z.infer<typeof shelfBookSchema>;

export const shelfSchema = z.object({ id: z.string(), name: z.string(), books: z.array(shelfBookSchema) });
export type Shelf = z.infer<typeof shelfSchema>;

export const organizationMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  picture: imageUrls.nullable(),
  role: z.string(),
  joinedAt: z.date(),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  expiresAt: z.date(),
  inviterName: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const teamSchema = z.object({ id: z.string(), name: z.string(), memberUserIds: z.array(z.string()) });
export type Team = z.infer<typeof teamSchema>;

export const organizationDetailSchema = organizationSummarySchema
  .omit({ memberCount: true, teamCount: true, shelfCount: true })
  .extend({
    members: z.array(organizationMemberSchema),
    /** Pending invitations, to those who may invite (and to Folio admins); empty to the others. */
    invitations: z.array(pendingInvitationSchema),
    teams: z.array(teamSchema),
    shelves: z.array(shelfSchema),
  });
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

export const INVITATION_STATES = ['pending', 'accepted', 'rejected', 'canceled', 'expired'] as const;

/**
 * What an invitation's page shows to whoever holds its link (the id is a long random secret): while it
 * is pending, who invited which address with which role; once answered, cancelled or expired, only
 * that, and to what.
 */
export const invitationPreviewSchema = z.object({
  id: z.string(),
  organizationName: z.string(),
  status: z.enum(INVITATION_STATES),
  invited: z
    .object({ email: z.string(), role: z.string(), inviterName: z.string().nullable(), expiresAt: z.date() })
    .nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The one refusal a shelf form shows on its field: the organization has a shelf by that name. */
export const DUPLICATE_SHELF = { field: 'name', reason: 'duplicate' } as const;
