import { describe, expect, it } from 'vitest';
import { formatDate, relativeTimeText } from './dates';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const ago = (seconds: number) => new Date(NOW - seconds * 1000);

describe('relativeTimeText', () => {
  it.each([
    [0, 'now'],
    [44, 'now'],
    [45, '1 minute ago'],
    [89, '1 minute ago'],
    [90, '2 minutes ago'],
    [44 * 60, '44 minutes ago'],
    [45 * 60, '1 hour ago'],
    [21 * 3600, '21 hours ago'],
    [22 * 3600, '1 day ago'],
    [3 * 86400, '3 days ago'],
    [45 * 86400, '1 month ago'],
    [100 * 86400, '3 months ago'],
    [400 * 86400, '1 year ago'],
    [3 * 365 * 86400, '3 years ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(relativeTimeText(ago(seconds), NOW, 'en')).toBe(text);
  });

  it('speaks the reader’s language', () => {
    expect(relativeTimeText(ago(5 * 60), NOW, 'fr')).toBe('il y a 5 minutes');
    expect(relativeTimeText(ago(3 * 86400), NOW, 'sw')).toBe('siku 3 zilizopita');
    expect(relativeTimeText(ago(5 * 60), NOW, 'ar')).toBe('قبل 5 دقائق');
    expect(relativeTimeText(ago(10), NOW, 'fr')).toBe('maintenant');
  });

  it('reads a moment ahead as in the future', () => {
    expect(relativeTimeText(new Date(NOW + 2 * 3600 * 1000), NOW, 'en')).toBe('in 2 hours');
  });
});

describe('formatDate', () => {
  // Noon UTC: the same calendar day in every time zone from UTC−11 to UTC+11.
  const noon = new Date(NOW);

  it('writes a day in the reader’s language', () => {
    expect(formatDate(noon, 'en', 'date')).toBe('Nov 24, 2026');
    expect(formatDate(noon, 'fr', 'date')).toBe('24 nov. 2026');
  });

  it('adds the time of day for a moment', () => {
    expect(formatDate(noon, 'en')).toMatch(/^Nov 24, 2026, \d{1,2}:\d{2}/);
  });
});
