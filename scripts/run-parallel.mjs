#!/usr/bin/env node
// `node scripts/run-parallel.mjs lint typecheck`: runs the named npm scripts at the same time, prints
// each one's output once it has ended (so two outputs never interleave), and fails when any of them
// failed. npm test uses it for lint and typecheck: one core each, where one after the other left a
// core idle for half a minute.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script>…]');
  process.exit(2);
}

// npm's own JavaScript entry when run under npm: no `npm.cmd` shell lookup on Windows.
const npmCli = process.env.npm_execpath;
const [command, prefix] = npmCli && /\.[cm]?js$/.test(npmCli) ? [process.execPath, [npmCli]] : ['npm', []];

function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, 'run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: command === 'npm' && process.platform === 'win32',
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: Buffer.from(String(error)) }));
    child.on('close', (code) => resolve({ name, code, output: Buffer.concat(output) }));
  });
}

const results = await Promise.all(
  names.map((name) =>
    runScript(name).then((result) => {
      process.stdout.write(`${result.code === 0 ? '✓' : '✘'} npm run ${name}\n`);
      if (result.output.length > 0) process.stdout.write(result.output);
      return result;
    }),
  ),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) {
  console.error(`Failed: npm run ${failed.join(', npm run ')}`);
  process.exit(1);
}
