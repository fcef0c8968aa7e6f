import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeRedirectPath } from './redirects';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/app', '/app'],
    ['/app/books?search=tolstoy&page=2', '/app/books?search=tolstoy&page=2'],
    ['/manager/books#top', '/manager/books#top'],
    ['/app/./books/../genres', '/app/genres'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/app',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://evil.com/app',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'app/books',
    ' /app',
    '/\tevil',
    '/app\n/evil',
    '',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it.each(['/.//evil.com', '/..//evil.com', '/app/..//evil.com', '/%2e//evil.com', '/app/%2e%2e//evil.com'])(
    'rejects %j, which the URL parser turns into //evil.com',
    (value) => {
      expect(safeRedirectPath(value)).toBeUndefined();
    },
  );

  it.each([
    '/login',
    '/login/verify?redirect=/app',
    '/app/../login',
    '/api/rest/genres',
    '/api/auth/sign-out',
  ])('rejects %j: no loop back to the sign-in pages and no API calls', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it.each([undefined, null, 42, ['/app'], { href: '/app' }])('rejects the non-string %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('afterSignInPath', () => {
  it('sends an admin to /manager and a user to /app without a redirect', () => {
    expect(afterSignInPath('admin', undefined)).toBe('/manager');
    expect(afterSignInPath('user', undefined)).toBe('/app');
  });

  it('sends someone with no or an unknown role to /app', () => {
    expect(afterSignInPath(null, undefined)).toBe('/app');
    expect(afterSignInPath(undefined, undefined)).toBe('/app');
    expect(afterSignInPath('superuser', undefined)).toBe('/app');
  });

  it('sends someone holding the admin role among several to /manager', () => {
    expect(afterSignInPath('user,admin', undefined)).toBe('/manager');
  });

  it('follows a safe redirect whatever the role', () => {
    expect(afterSignInPath('admin', '/app/books/42')).toBe('/app/books/42');
    expect(afterSignInPath('user', '/app/books?search=war')).toBe('/app/books?search=war');
  });

  it('falls back to the home of the role for an unsafe redirect', () => {
    expect(afterSignInPath('admin', '//evil.com')).toBe('/manager');
    expect(afterSignInPath('user', 'https://evil.com')).toBe('/app');
    expect(afterSignInPath('user', 'javascript:alert(1)')).toBe('/app');
    expect(afterSignInPath('user', '/.//evil.com')).toBe('/app');
  });
});
