import { serverContext } from '../context';
import { createApiHandler, type ApiHandler } from './handler';

let handler: Promise<ApiHandler> | undefined;

/** The process's API handler, built on first use from the process's server context. */
export function handleApiRequest(request: Request): Promise<Response> {
  handler ??= serverContext().then(createApiHandler);
  handler.catch(() => (handler = undefined));
  return handler.then((handle) => handle(request));
}
