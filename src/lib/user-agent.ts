export interface DeviceDescription {
  browser: string;
  os: string;
  kind: 'phone' | 'tablet' | 'desktop' | 'unknown';
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A readable "Chrome 120 on macOS (desktop)" from a User-Agent header; good enough for a sessions list. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: 'Unknown browser', os: 'Unknown system', kind: 'unknown' };
  const browserMatch = BROWSERS.find(([pattern]) => pattern.test(userAgent));
  const version = browserMatch ? browserMatch[0].exec(userAgent)?.slice(1).find(Boolean) : undefined;
  const browser = browserMatch ? `${browserMatch[1]}${version ? ` ${version}` : ''}` : 'Unknown browser';
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown system';
  const kind = /iPad|Tablet/.test(userAgent)
    ? 'tablet'
    : /Mobi|iPhone|Android.*Mobile/.test(userAgent)
      ? 'phone'
      : /Windows|Macintosh|Linux|CrOS/.test(userAgent)
        ? 'desktop'
        : 'unknown';
  return { browser, os, kind };
}
