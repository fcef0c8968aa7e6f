/** Everything the audit log records; the UI translates each one (audit.json → actions). */
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.signed_out',
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.email_changed',
  'user.deleted',
  'user.banned',
  'user.unbanned',
  'impersonation.started',
  'impersonation.stopped',
  'session.revoked',
  'book.created',
  'book.updated',
  'book.deleted',
  'account.exported',
  'account.deleted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
