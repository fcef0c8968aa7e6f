import handler, { createServerEntry } from '@tanstack/react-start/server-entry';

export function hello() {
  return 'hi';
}

export default createServerEntry({ fetch: (request) => handler.fetch(request) });
