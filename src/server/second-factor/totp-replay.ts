import { createOTP } from '@better-auth/utils/otp';
import { base32 } from '@better-auth/utils/base32';
import type { AuthContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { twoFactor } from '../db/schema';

/** better-auth's TOTP defaults, which Folio keeps: 30-second steps, one step either side accepted. */
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;
/** How better-auth stores a secret imported from another provider. */
const BASE32_PREFIX = 'base32:';

/** A time step taken by one request, and what to give back should that request be refused after all. */
export interface ClaimedStep {
  userId: string;
  step: number;
  previous: number | null;
}

/**
 * Takes the time step of an authenticator code for its person before better-auth checks the code, so
 * that a code is accepted once (RFC 6238 §5.2): the step is stored with the person's authenticator and
 * taken by a single conditional UPDATE, so two requests with the same code — on one instance or two —
 * cannot both pass. A code of a step already taken, or of an earlier one, is refused as a wrong code is.
 * A code that matches no step is left to better-auth, which refuses and counts it. Undefined when there
 * is nothing to take.
 */
export async function claimCodeStep(
  db: Database,
  context: Pick<AuthContext, 'secretConfig'>,
  userId: string,
  code: string,
): Promise<ClaimedStep | undefined> {
  const [row] = await db
    .select({ secret: twoFactor.secret, lastStep: twoFactor.lastTotpStep })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return undefined;
  const step = await stepOf(code, await secretOf(context, row.secret));
  if (step === undefined) return undefined;
  const taken = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))),
    )
    .returning({ id: twoFactor.id });
  if (taken.length === 0) throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
  return { userId, step, previous: row.lastStep };
}

/** Gives a step back when the request that took it was refused after all (a refusal spends nothing). */
export async function releaseCodeStep(db: Database, claimed: ClaimedStep): Promise<void> {
  await db
    .update(twoFactor)
    .set({ lastTotpStep: claimed.previous })
    .where(and(eq(twoFactor.userId, claimed.userId), eq(twoFactor.lastTotpStep, claimed.step)));
}

async function secretOf(
  context: Pick<AuthContext, 'secretConfig'>,
  stored: string,
): Promise<string | Uint8Array> {
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: stored });
  return secret.startsWith(BASE32_PREFIX)
    ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase())
    : secret;
}

/** The latest time step within the window whose code this is. */
async function stepOf(code: string, secret: string | Uint8Array): Promise<number | undefined> {
  const otp = createOTP(secret, { period: PERIOD_SECONDS });
  const now = Math.floor(Date.now() / (PERIOD_SECONDS * 1000));
  for (let step = now + WINDOW_STEPS; step >= now - WINDOW_STEPS; step--)
    if ((await otp.hotp(step)) === code) return step;
  return undefined;
}
