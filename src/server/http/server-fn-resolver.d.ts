// TanStack Start's server function resolver, a module its Vite plugin generates for the server build
// (@tanstack/start-server-core names it in VIRTUAL_MODULES.serverFnResolver).
declare module '#tanstack-start-server-fn-resolver' {
  /** The server function of `id`; rejects when the build has none of that id, or none the client may call. */
  export function getServerFnById(id: string, access: { origin: 'client' | 'server' }): Promise<unknown>;
}
