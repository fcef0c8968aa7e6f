import path from 'node:path';
import { stripVTControlCharacters, styleText } from 'node:util';
import type { TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { FOLIO_SERVERS, serverLogEntries, serverLogFile, type ServerLogEntry } from './server-logs';

type Style = 'red' | 'green' | 'yellow' | 'dim' | 'bold';

const colored =
  process.env.FORCE_COLOR !== undefined
    ? !['0', 'false'].includes(process.env.FORCE_COLOR)
    : Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

/** `text` in a color when the output is a terminal (or FORCE_COLOR says so), as it is otherwise. */
export function paint(style: Style, text: string): string {
  return colored ? styleText(style, text, { validateStream: false }) : text;
}

/** Text from a worker (an assertion's message, a code frame) keeps its colors only where we color. */
function plain(text: string): string {
  return colored ? text : stripVTControlCharacters(text);
}

function indent(text: string, prefix: string): string {
  return text.replace(/^(?=.)/gm, prefix);
}

/** Playwright's own duration format: 850ms, 4.2s, 9.8m. */
export function duration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)}s`;
  if (ms < 3_600_000) return `${(ms / 60_000).toFixed(1)}m`;
  return `${(ms / 3_600_000).toFixed(1)}h`;
}

export function relativePath(file: string): string {
  return path.relative(process.cwd(), file);
}

/** As Playwright names a test: `[desktop] › e2e/books.spec.ts:133:3 › leaving a form asks first`. */
export function testTitle(test: TestCase): string {
  const [, project, , ...titles] = test.titlePath();
  const location = `${relativePath(test.location.file)}:${test.location.line}:${test.location.column}`;
  return [project ? `[${project}]` : undefined, location, ...titles].filter(Boolean).join(' › ');
}

/** The error's message, its code frame and the stack frames outside node_modules. */
export function formatError(error: TestError): string {
  const lines = [plain(error.message ?? error.value ?? '')];
  if (error.snippet) lines.push('', plain(error.snippet));
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s*at /.test(line) && !line.includes('node_modules') && !line.includes('(node:'));
  if (frames.length) lines.push(paint('dim', frames.map((frame) => frame.trim()).join('\n')));
  if (error.cause) lines.push(`${paint('dim', '[cause]:')} ${formatError(error.cause)}`);
  return lines.join('\n');
}

const LEVELS: Record<number, string> = { 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * One entry on one line: time, level, message, the error's message and the other fields. An error
 * (level 50 and up) keeps its stack's frames below it; a warning's are in the log file.
 */
function formatLogEntry(entry: ServerLogEntry): string {
  const { err, ...fields } = entry.fields as { err?: { message?: string; stack?: string } };
  const time = new Date(entry.time).toISOString().slice(11, 23);
  const level = LEVELS[entry.level] ?? String(entry.level);
  const error = err?.message ? `: ${err.message}` : '';
  const rest = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
  const frames =
    entry.level >= 50 && err?.stack
      ? err.stack
          .split('\n')
          .filter((line) => /^\s*at /.test(line))
          .map((line) => `\n    ${line.trim()}`)
      : [];
  return `[${entry.server}] ${time} ${level} ${entry.msg}${error}${rest}${frames.join('')}`;
}

/**
 * What the Folio servers logged while this test ran. Other tests ran at the same time in the other
 * worker, so a line may be theirs: its request id leads to the rest in the log file.
 */
function serverLogSection(result: TestResult): string[] {
  const from = result.startTime.getTime();
  const entries = FOLIO_SERVERS.flatMap((name) => serverLogEntries(name, from, from + result.duration)).sort(
    (a, b) => a.time - b.time,
  );
  if (!entries.length) return [];
  const files = FOLIO_SERVERS.map((name) => relativePath(serverLogFile(name))).join(', ');
  return [
    paint(
      'dim',
      `Server log while it ran (${entries.length} lines; other tests ran meanwhile; in full: ${files}):`,
    ),
    ...entries.map(formatLogEntry),
    '',
  ];
}

/** What the test printed itself (console output in the test, not the page's). */
function outputSection(result: TestResult): string[] {
  const output = [...result.stdout, ...result.stderr].map(String).join('').trimEnd();
  return output ? [paint('dim', 'Output:'), plain(output), ''] : [];
}

function attachmentSection(result: TestResult): string[] {
  const lines: string[] = [];
  for (const attachment of result.attachments) {
    if (!attachment.path || attachment.name.startsWith('_')) continue;
    const file = relativePath(attachment.path);
    lines.push(paint('dim', `${attachment.name}: ${file}`));
    if (attachment.name === 'trace') lines.push(paint('dim', `  npx playwright show-trace ${file}`));
  }
  return lines;
}

/**
 * One failed test: its output and the server's log first, then what failed (message, code frame,
 * stack) and its screenshot and trace, so the error is the last thing before the summary.
 */
export function formatFailure(test: TestCase, result: TestResult, index: number): string {
  const header = paint('red', `  ${index}) ${testTitle(test)} `) + paint('dim', '─'.repeat(8));
  const errors = result.errors.length
    ? result.errors.map(formatError)
    : [paint('red', result.status === 'timedOut' ? 'Test timed out.' : `Test ${result.status}.`)];
  const body = [
    ...outputSection(result),
    ...serverLogSection(result),
    ...errors.flatMap((error) => [error, '']),
    ...attachmentSection(result),
  ];
  return [header, '', indent(body.join('\n'), '    '), ''].join('\n');
}
