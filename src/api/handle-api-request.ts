import { createApiHandler, type ApiHandler } from '~/server/api/handler';
import { serverContext } from '~/server/context';
import { mcpTools } from './mcp/tools';
import { router } from './router';

let handler: Promise<ApiHandler> | undefined;

/** The process's API handler (/api and /mcp), built on first use from the process's server context. */
export function handleApiRequest(request: Request): Promise<Response> {
  handler ??= serverContext().then((server) => createApiHandler(server, router, mcpTools));
  handler.catch(() => (handler = undefined));
  return handler.then((handle) => handle(request));
}
