import { ORPCError } from '@orpc/client';
import { describe, expect, it } from 'vitest';
import { serverI18n } from './i18n';
import { refusalOf } from './refusal';
import { isAuthCode, isRequestRefusal } from './refusal-codes';

describe('refusalOf', () => {
  it('reads better-auth’s { code, status, retryAfter }, a 429 being TOO_MANY_REQUESTS whatever its code', () => {
    expect(refusalOf({ code: 'INVALID_OTP', status: 400 })).toEqual({ code: 'INVALID_OTP', status: 400 });
    expect(refusalOf({ status: 429, retryAfter: '42' })).toEqual({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
      retryAfter: 42,
    });
  });

  it('reads an oRPC error: the better-auth code or the reason its data carries, else its own code', () => {
    expect(refusalOf(new ORPCError('BAD_REQUEST', { data: { code: 'INVALID_OTP' } }))).toMatchObject({
      code: 'INVALID_OTP',
      status: 400,
    });
    expect(refusalOf(new ORPCError('CONFLICT', { data: { reason: 'last-admin' } }))).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      reason: 'last-admin',
    });
    expect(refusalOf(new ORPCError('FORBIDDEN'))).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('finds nothing in what is not a refusal', () => {
    expect(refusalOf(null)).toEqual({});
    expect(refusalOf('boom')).toEqual({});
    expect(refusalOf({ code: 42, retryAfter: -1 })).toEqual({});
  });
});

describe('the codes a sentence exists for', () => {
  const i18n = serverI18n('en');

  it('knows the auth codes it translates, but not UNKNOWN_ERROR (the action’s own text says more)', () => {
    expect(isAuthCode(i18n, 'INVALID_OTP')).toBe(true);
    expect(isAuthCode(i18n, 'UNKNOWN_ERROR')).toBe(false);
    expect(isAuthCode(i18n, 'toString')).toBe(false);
    expect(isAuthCode(i18n, 'INVALID_OTP.length')).toBe(false);
    expect(isAuthCode(i18n, undefined)).toBe(false);
  });

  it('knows the API refusals that say more than a failure text', () => {
    expect(isRequestRefusal(i18n, 'FORBIDDEN')).toBe(true);
    expect(isRequestRefusal(i18n, 'NOT_FOUND')).toBe(false);
  });
});
