import type { user } from '../schema';
import { BAN_REASONS, DEMO_PEOPLE } from './demo-people';
import type { SeededRandom } from './random';

export type NewUser = typeof user.$inferInsert;

const DAY_MS = 86_400_000;
const SIGN_UP_WINDOW_DAYS = 120;
const EXTRA_ADMIN_COUNT = 3;
const NOT_ONBOARDED_COUNT = 6;

// Letters that Unicode normalisation does not reduce to ASCII.
const ASCII_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', ı: 'i' };

function emailLocalPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæßłđı]/g, (letter) => ASCII_LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]/g, '');
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

function accountUser(random: SeededRandom, now: Date, email: string, name: string, role: string): NewUser {
  const createdAt = daysBefore(now, SIGN_UP_WINDOW_DAYS);
  return {
    id: random.id(),
    name,
    email,
    emailVerified: true,
    role,
    onboardedAt: minutesAfter(createdAt, 5),
    createdAt,
    updatedAt: createdAt,
  };
}

/** The two well-known accounts used to try the app out. */
export function builtInUsers(random: SeededRandom, now: Date): NewUser[] {
  return [
    accountUser(random, now, 'admin@admin.com', 'Admin', 'admin'),
    accountUser(random, now, 'user@user.com', 'User', 'user'),
  ];
}

/**
 * Members who signed up over the last months, weighted towards recent weeks so that sign-up charts
 * have something to show. A few are admins, some never finished onboarding and two are banned.
 */
export function demoMembers(random: SeededRandom, now: Date): NewUser[] {
  const order = random.shuffle(DEMO_PEOPLE.map((_, index) => index));
  const admins = new Set(order.slice(0, EXTRA_ADMIN_COUNT));
  const notOnboarded = new Set(order.slice(EXTRA_ADMIN_COUNT, EXTRA_ADMIN_COUNT + NOT_ONBOARDED_COUNT));
  const banned = order.slice(
    EXTRA_ADMIN_COUNT + NOT_ONBOARDED_COUNT,
    EXTRA_ADMIN_COUNT + NOT_ONBOARDED_COUNT + BAN_REASONS.length,
  );

  return DEMO_PEOPLE.map(([first, last], index) => {
    const createdAt = daysBefore(now, SIGN_UP_WINDOW_DAYS * random.next() ** 1.5);
    const onboarded = !notOnboarded.has(index);
    const onboardedAt = onboarded ? minutesAfter(createdAt, 1 + random.int(120)) : null;
    const banIndex = banned.indexOf(index);
    return {
      id: random.id(),
      name: onboarded ? `${first} ${last}` : '',
      email: `${emailLocalPart(first)}.${emailLocalPart(last)}@${index % 4 === 3 ? 'example.org' : 'example.com'}`,
      emailVerified: onboarded || random.next() < 0.5,
      role: admins.has(index) ? 'admin' : 'user',
      banned: banIndex >= 0,
      banReason: BAN_REASONS[banIndex] ?? null,
      // The first ban is temporary, the second permanent.
      banExpires: banIndex === 0 ? new Date(now.getTime() + 14 * DAY_MS) : null,
      onboardedAt,
      createdAt,
      updatedAt: onboardedAt ?? createdAt,
    };
  });
}
