import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { boundedLogOptions, boundedLogValue } from './log-bounds';

function logLines(write: (logger: pino.Logger) => void): string[] {
  const lines: string[] = [];
  write(pino({ level: 'info', ...boundedLogOptions }, { write: (line: string) => void lines.push(line) }));
  return lines;
}

describe('bounded logs', () => {
  it('keeps a line short whatever a request sent: a megabyte field, a long list, a deep object', () => {
    const [line] = logLines((logger) =>
      logger.warn(
        {
          email: 'x'.repeat(1024 * 1024),
          list: Array.from({ length: 10_000 }, (_, index) => index),
          deep: { a: { b: { c: { d: { e: { f: 'hidden' } } } } } },
        },
        'y'.repeat(50_000),
      ),
    );
    expect(line!.length).toBeLessThan(8_000);
    const entry = JSON.parse(line!) as Record<string, unknown>;
    expect(entry.email).toMatch(/^x{1000}… \(1048576 characters\)$/);
    expect(entry.msg).toMatch(/… \(50000 characters\)$/);
    expect((entry.list as unknown[]).at(-1)).toBe('… (9980 more)');
    expect(JSON.stringify(entry.deep)).not.toContain('hidden');
  });

  it('keeps an error’s name, message and cause, cut to size', () => {
    const error = new Error('z'.repeat(5_000), { cause: new TypeError('the cause') });
    expect(boundedLogValue({ err: error })).toMatchObject({
      err: {
        type: 'Error',
        message: expect.stringMatching(/… \(5000 characters\)$/),
        cause: { type: 'TypeError', message: 'the cause' },
      },
    });
  });

  it('redacts secrets: tokens, cookies, the parameters of a failed query', () => {
    const failedQuery = new Error(
      'Failed query: select * from session where token = $1\nparams: s3cr3t-session-token',
    );
    const [line] = logLines((logger) =>
      logger.error(
        { err: failedQuery, headers: { cookie: 'folio.session=s3cr3t' }, session: { token: 's3cr3t' } },
        'x',
      ),
    );
    expect(line).not.toContain('s3cr3t');
    expect(line).toContain('params: [redacted]');
  });

  it('redacts secrets inside texts: a database URL’s password, a session cookie', () => {
    const [line] = logLines((logger) =>
      logger.error(
        { err: new Error('connect failed: postgres://folio:s3cr3t-pw@db.internal:5432/folio') },
        'sent Cookie: __Host-better-auth.session_token=s3cr3t.sig; theme=dark',
      ),
    );
    expect(line).not.toContain('s3cr3t');
    expect(line).toContain('postgres://folio:[redacted]@db.internal:5432/folio');
    expect(line).toContain('session_token=[redacted]; theme=dark');
  });
});
