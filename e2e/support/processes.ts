import { spawn, type ChildProcess } from 'node:child_process';

export interface Finished {
  code: number | null;
  output: string;
}

const running = new Set<ChildProcess>();

/** For `test.afterEach`: kills whatever this file's test left running. */
export function stopRunningProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<Finished>((resolve) => child.on('close', (code) => resolve({ code, output })));
  return { child, finished, output: () => output };
}

/** Resolves once this server (not some other process on the port) says it listens. */
export async function waitUntilListening(server: ReturnType<typeof run>, baseUrl: string): Promise<void> {
  while (!server.output().includes(`Folio listening on ${baseUrl}`)) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
