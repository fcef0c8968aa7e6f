import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { browser: 'Chrome 120', os: 'macOS', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS', kind: 'phone' },
    ],
    [
      'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
      { browser: 'Firefox 121', os: 'Android', kind: 'phone' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      { browser: 'Microsoft Edge 120', os: 'Windows', kind: 'desktop' },
    ],
  ])('reads %s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });

  it('says so when there is no User-Agent or it is not a browser', () => {
    expect(describeUserAgent(null)).toEqual({
      browser: 'Unknown browser',
      os: 'Unknown system',
      kind: 'unknown',
    });
    expect(describeUserAgent('curl/8.5.0').kind).toBe('unknown');
  });
});
