// The load a bench puts on a running server, and what the server's process spent answering it.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { statementsOf } from '~/server/http/server-timing';

/** Clock ticks per second of /proc/<pid>/stat's times. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU time the process has used so far (user + system), in µs (Linux). */
export function cpuMicroseconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
}

export interface Load {
  rps: number;
  p99: number;
  failed: number;
  /** Requests answered during the run. */
  requests: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** A request other than a GET: its method and body (an MCP tool call is a POST of JSON-RPC). */
export interface RequestBody {
  method: 'POST';
  body: string;
}

export async function load(
  url: string,
  headers: Record<string, string>,
  { connections, seconds }: LoadOptions,
  request?: RequestBody,
): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers, ...request });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

export interface Measured {
  load: Load;
  /** The server's CPU time (user + system) over the run, per request answered. */
  cpuUs: number;
  /** From one request's Server-Timing; undefined when the answer has none (the render cache's). */
  statements?: number;
}

/** `path` under load, with the server's CPU time over the run divided by the requests answered. */
export async function measure(
  folio: { base: string; pid: number },
  path: string,
  headers: Record<string, string>,
  options: LoadOptions,
  request?: RequestBody,
): Promise<Measured> {
  const one = await fetch(`${folio.base}${path}`, { headers, ...request });
  await one.arrayBuffer();
  const statements = statementsOf(one.headers.get('server-timing'));
  const before = cpuMicroseconds(folio.pid);
  const result = await load(`${folio.base}${path}`, headers, options, request);
  const cpuUs = (cpuMicroseconds(folio.pid) - before) / Math.max(1, result.requests);
  return { load: result, cpuUs, statements };
}
