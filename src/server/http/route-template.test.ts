import { describe, expect, it } from 'vitest';
import { routePaths, routeTemplates, type RouteNode } from './route-template';

/** The shape of src/routeTree.gen.ts: each route's own path under its parent; layouts have none. */
const tree: RouteNode = {
  children: {
    index: { options: { path: '/' } },
    login: { options: { path: '/login' } },
    invitation: { options: { path: '/invitations/$id' } },
    app: {
      options: { path: '/app' },
      children: [
        { options: { path: '/books/' } },
        { options: { path: '/books/$id' } },
        { children: [{ options: { path: '/account' } }] },
      ],
    },
    manager: {
      options: { path: '/manager' },
      children: [{ options: { path: '/books/$id/update' } }],
    },
  },
};

describe('route templates', () => {
  const routeOf = routeTemplates(routePaths(tree));

  it('names a page by its route, never by the ids in its path', () => {
    expect(routeOf('/app/books')).toBe('/app/books');
    expect(routeOf('/app/books/')).toBe('/app/books');
    expect(routeOf('/app/books/0b7c6a8e-8f0e-4d55-9d0e-5d6c3f1e2a11')).toBe('/app/books/$id');
    expect(routeOf('/invitations/secret-invitation-id')).toBe('/invitations/$id');
    expect(routeOf('/manager/books/abc/update')).toBe('/manager/books/$id/update');
    expect(routeOf('/login')).toBe('/login');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/app/account')).toBe('/app/account');
  });

  it('prefers the route with the most fixed segments, and names a path no route has `unmatched`', () => {
    const of = routeTemplates(['/api/$', '/api/auth/callback/:id', '/api/health']);
    expect(of('/api/health')).toBe('/api/health');
    expect(of('/api/auth/callback/github')).toBe('/api/auth/callback/:id');
    expect(of('/api/anything/else')).toBe('/api/$');
    expect(of('/nowhere')).toBe('unmatched');
  });
});
