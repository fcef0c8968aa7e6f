import { homePathFor } from '~/lib/permissions';

/**
 * Only a same-origin path is followed after sign-in: it must start with a single slash and cannot
 * smuggle in another host (`//evil.com`, `/\evil.com`) or a scheme.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return undefined;
  try {
    const url = new URL(value, 'http://folio.invalid');
    if (url.origin !== 'http://folio.invalid' || url.pathname.startsWith('//')) return undefined;
    if (url.pathname.startsWith('/login') || url.pathname.startsWith('/api/')) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

export function afterSignInPath(role: string | null | undefined, redirect: unknown): string {
  return safeRedirectPath(redirect) ?? homePathFor(role);
}

/**
 * Where an e-mail code's sign-in goes: the second step (`/login/two-factor`) for a person with a second
 * factor, whose answer is `{ twoFactorRedirect: true }` and no session yet; else where sign-in leads.
 */
export function afterFirstFactorPath(answer: unknown, redirect: string | null | undefined): string {
  const { twoFactorRedirect, user } = (answer ?? {}) as {
    twoFactorRedirect?: boolean;
    user?: { role?: string };
  };
  if (twoFactorRedirect) {
    const target = safeRedirectPath(redirect);
    return `/login/two-factor${target ? `?${new URLSearchParams({ redirect: target })}` : ''}`;
  }
  return afterSignInPath(user?.role, redirect);
}
