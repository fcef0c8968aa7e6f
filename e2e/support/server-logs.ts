import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the servers of the end-to-end run write their output: beside Playwright's own output folder
 * (test-results/e2e, which it empties at the start of a run), so a log survives until the next run.
 */
export const SERVER_LOG_DIR = fileURLToPath(new URL('../../test-results/servers', import.meta.url));

/** The servers playwright.config.ts starts, in its order, by the name of their log file. */
export const SERVERS = ['oidc', 'mail', 'folio', 'folio-demo'] as const;
export type ServerName = (typeof SERVERS)[number];

/** The Folio servers: production mode, so one JSON line per log entry (LOG_LEVEL=warn). */
export const FOLIO_SERVERS: readonly ServerName[] = ['folio', 'folio-demo'];

export function serverLogFile(name: ServerName): string {
  return path.join(SERVER_LOG_DIR, `${name}.log`);
}

/** `command` with its output (both streams) in the server's log file, emptied when it starts. */
export function loggedToFile(command: string, name: ServerName): string {
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  return `${command} > "${serverLogFile(name)}" 2>&1`;
}

export interface ServerLogEntry {
  server: ServerName;
  /** Milliseconds since the epoch (pino's `time`). */
  time: number;
  level: number;
  msg: string;
  /** The entry's other fields (error, job, request id…), without pid and hostname. */
  fields: Record<string, unknown>;
}

/** The JSON entries of a Folio server's log whose time falls within [from, to]. */
export function serverLogEntries(name: ServerName, from: number, to: number): ServerLogEntry[] {
  const file = serverLogFile(name);
  if (!existsSync(file)) return [];
  const entries: ServerLogEntry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    // The build's and the start script's own lines are not JSON.
    if (!line.startsWith('{')) continue;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    const { time, level, msg, pid: _pid, hostname: _hostname, ...fields } = parsed;
    if (typeof time !== 'number' || time < from || time > to) continue;
    entries.push({
      server: name,
      time,
      level: typeof level === 'number' ? level : 0,
      msg: typeof msg === 'string' ? msg : '',
      fields,
    });
  }
  return entries;
}

/** The last `count` lines of a server's log file written since `since` (ms), for a server that did not start. */
export function serverLogTail(name: ServerName, count: number, since: number): string[] {
  const file = serverLogFile(name);
  if (!existsSync(file) || statSync(file).mtimeMs < since) return [];
  return readFileSync(file, 'utf8').trimEnd().split('\n').filter(Boolean).slice(-count);
}
