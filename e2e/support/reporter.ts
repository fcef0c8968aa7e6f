import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter';
import { duration, formatError, formatFailure, paint, relativePath, testTitle } from './report-format';
import { SERVERS, serverLogFile, serverLogTail } from './server-logs';

interface FileProgress {
  /** Tests of the file (in every project) not finished yet. */
  pending: number;
  passed: number;
  failed: number;
  skipped: number;
  /** The sum of its tests' durations. */
  time: number;
  reported: boolean;
}

/**
 * A quiet terminal report for `npm test`: one line per spec file when its last test finishes, then
 * each failure in full (its output, the Folio servers' log lines written while it ran, the error with
 * its code frame, the screenshot, and the trace when one was recorded), then Playwright's summary,
 * ending as the list reporter does (`197 passed (8.1m)`).
 */
export default class QuietReporter implements Reporter {
  private suite?: Suite;
  private readonly files = new Map<string, FileProgress>();
  private readonly fatalErrors: TestError[] = [];
  /** `playwright test --list`: Playwright's own listing prints then, when this reporter says it does not. */
  private readonly listing: boolean;
  /** Made before Playwright starts the servers: a log file older than this is a previous run's. */
  private readonly createdAt = Date.now();

  // `_mode` is what Playwright tells its own reporters; they too list instead of reporting.
  constructor(options: { _mode?: string } = {}) {
    this.listing = options._mode === 'list';
  }

  printsToStdio(): boolean {
    return !this.listing;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    if (this.listing) return;
    this.suite = suite;
    for (const test of suite.allTests()) {
      const file = relativePath(test.location.file);
      const progress = this.files.get(file) ?? {
        pending: 0,
        passed: 0,
        failed: 0,
        skipped: 0,
        time: 0,
        reported: false,
      };
      progress.pending += 1;
      this.files.set(file, progress);
    }
    const tests = suite.allTests().length;
    const workers = config.metadata.actualWorkers ?? config.workers;
    if (tests) write(`\nRunning ${tests} tests using ${workers} workers, one line per file:`);
  }

  onStdOut(chunk: string | Buffer, test: void | TestCase): void {
    // A test's own output is kept in its result and shown only when it fails.
    if (!test) process.stdout.write(chunk);
  }

  onStdErr(chunk: string | Buffer, test: void | TestCase): void {
    if (!test) process.stderr.write(chunk);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const progress = this.files.get(relativePath(test.location.file));
    if (!progress) return;
    progress.time += result.duration;
    // A retried test counts once, with its last run.
    const last = result.status === test.expectedStatus || result.retry >= test.retries;
    if (!last) return;
    progress.pending -= 1;
    if (result.status === 'skipped') progress.skipped += 1;
    else if (result.status === test.expectedStatus) progress.passed += 1;
    else progress.failed += 1;
    if (progress.pending === 0) this.reportFile(relativePath(test.location.file), progress);
  }

  onError(error: TestError): void {
    this.fatalErrors.push(error);
  }

  onEnd(result: FullResult): void {
    if (this.listing) return;
    // Files cut short (an interrupted run, a server that did not start) get their line too.
    for (const [file, progress] of this.files)
      if (progress.passed + progress.failed + progress.skipped > 0) this.reportFile(file, progress);

    const tests = this.suite?.allTests() ?? [];
    const failed = tests.filter((test) => test.outcome() === 'unexpected');
    const flaky = tests.filter((test) => test.outcome() === 'flaky');
    [...failed, ...flaky].forEach((test, index) => {
      const last = test.results.at(-1);
      if (last) write(`\n${formatFailure(test, last, index + 1)}`);
    });
    this.reportFatalErrors();
    if (result.status === 'timedout') write(paint('red', '\nThe run took longer than its global timeout.'));
    write(this.summary(tests, failed, flaky, result.duration));
  }

  private reportFile(file: string, progress: FileProgress): void {
    if (progress.reported) return;
    progress.reported = true;
    const counts = [
      `${progress.passed} passed`,
      progress.failed ? paint('red', `${progress.failed} failed`) : '',
      progress.skipped ? paint('yellow', `${progress.skipped} skipped`) : '',
      progress.pending ? paint('yellow', `${progress.pending} did not run`) : '',
    ].filter(Boolean);
    const mark = progress.failed ? paint('red', '✘') : paint('green', '✓');
    write(`  ${mark} ${file}: ${counts.join(', ')} ${paint('dim', `(${duration(progress.time)})`)}`);
  }

  /** Errors outside any test (a server that did not start): the error, then each server's last lines. */
  private reportFatalErrors(): void {
    if (!this.fatalErrors.length) return;
    for (const error of this.fatalErrors)
      write(`\n${paint('red', 'Outside any test:')}\n${formatError(error)}`);
    for (const name of SERVERS) {
      const tail = serverLogTail(name, 10, this.createdAt);
      if (!tail.length) continue;
      write(paint('dim', `\n  Last lines of ${relativePath(serverLogFile(name))}:`));
      write(tail.map((line) => `    ${line}`).join('\n'));
    }
  }

  /** Playwright's closing lines, as its list reporter writes them. */
  private summary(tests: TestCase[], failed: TestCase[], flaky: TestCase[], ms: number): string {
    const count = (outcome: ReturnType<TestCase['outcome']>) =>
      tests.filter((test) => test.outcome() === outcome).length;
    const skipped = tests.filter((test) => test.outcome() === 'skipped');
    const didNotRun = skipped.filter((test) => !test.results.length || test.expectedStatus !== 'skipped');
    const lines = [''];
    if (failed.length) {
      lines.push(paint('red', `  ${failed.length} failed`));
      lines.push(...failed.map((test) => paint('red', `    ${testTitle(test)}`)));
    }
    if (flaky.length) {
      lines.push(paint('yellow', `  ${flaky.length} flaky`));
      lines.push(...flaky.map((test) => paint('yellow', `    ${testTitle(test)}`)));
    }
    if (skipped.length > didNotRun.length)
      lines.push(paint('yellow', `  ${skipped.length - didNotRun.length} skipped`));
    if (didNotRun.length) lines.push(paint('yellow', `  ${didNotRun.length} did not run`));
    if (this.fatalErrors.length)
      lines.push(paint('red', `  ${this.fatalErrors.length} error(s) not part of any test, see above`));
    const passed = count('expected');
    if (passed) lines.push(paint('green', `  ${passed} passed`) + paint('dim', ` (${duration(ms)})`));
    return lines.join('\n');
  }
}

function write(text: string): void {
  process.stdout.write(`${text}\n`);
}
