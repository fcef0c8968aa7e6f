import { createServer } from 'node:net';

// Linux hands ports from 32768 up (net.ipv4.ip_local_port_range) to outgoing connections. A port that
// `listen(0)` found free is in that range, so a test's database client running beside could be given it
// before the child process listens (seen in CI: EADDRINUSE on 34561). Below the range, only a listener
// can hold a port, and the probe sees that.
const LOWEST = 20_000;
const HIGHEST = 32_000;
const handedOut = new Set<number>();

function listensFreely(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A loopback port that no one listens on, for a child process to listen on; never the same one twice. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (handedOut.has(port) || !(await listensFreely(port))) continue;
    handedOut.add(port);
    return port;
  }
}
