import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Writes a Web Response to a Node response, streaming the body with backpressure. */
export async function sendWebResponse(
  response: Response,
  target: ServerResponse,
  options: { headOnly: boolean },
): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  target.writeHead(response.status, response.statusText || undefined, headers);

  if (!response.body || options.headOnly) {
    await response.body?.cancel();
    target.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (target.destroyed) {
        await reader.cancel();
        return;
      }
      if (!target.write(value)) await drained(target);
    }
    target.end();
  } catch (error) {
    // Headers are gone already: the only honest signal left is cutting the connection.
    target.destroy(error instanceof Error ? error : new Error(String(error)));
    await reader.cancel(error).catch(() => {});
  }
}

function drained(target: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      target.off('drain', done);
      target.off('close', done);
      resolve();
    };
    target.on('drain', done);
    target.on('close', done);
  });
}
