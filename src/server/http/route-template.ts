/** A route of TanStack Router's tree, as far as its templates go. */
export interface RouteNode {
  options?: { path?: string };
  children?: Record<string, RouteNode> | RouteNode[];
}

/**
 * Every full path of a route tree (`/app/books/$id`), from each route's own path: the routes' `fullPath`
 * is filled in only once a router has been made of the tree.
 */
export function routePaths(route: RouteNode, parent = ''): string[] {
  const own = `${parent}/${route.options?.path ?? ''}`.replace(/\/{2,}/g, '/');
  const children = Object.values(route.children ?? {});
  return [own, ...children.flatMap((child) => routePaths(child, own))];
}

/**
 * The template of a path among `templates` (`$name` a segment, a lone `$` the rest), the one with the
 * most fixed segments when several match; `unmatched` when none does. Metrics and traces use it as
 * their label, which an id or an address in a path must never become.
 */
export function routeTemplates(templates: string[]): (pathname: string) => string {
  const compiled = [...new Set(templates.map((template) => normalize(template)))]
    .map((template) => ({ template, pattern: patternOf(template), fixed: fixedSegments(template) }))
    .sort((a, b) => b.fixed - a.fixed);
  return (pathname) => {
    const path = normalize(pathname);
    return compiled.find(({ pattern }) => pattern.test(path))?.template ?? 'unmatched';
  };
}

function normalize(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function patternOf(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => {
      if (segment === '$' || segment === '*') return '.*';
      if (segment.startsWith('$') || segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

function fixedSegments(template: string): number {
  return template.split('/').filter((segment) => segment && !/^[$:*]/.test(segment)).length;
}
