import Bowser from 'bowser';

export interface DeviceDescription {
  browser: string;
  os: string;
  kind: 'phone' | 'tablet' | 'desktop' | 'unknown';
}

const KINDS: Record<string, DeviceDescription['kind']> = {
  mobile: 'phone',
  tablet: 'tablet',
  desktop: 'desktop',
};

/** A readable "Chrome 120 on macOS (desktop)" from a User-Agent header (bowser); good enough for a sessions list. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: 'Unknown browser', os: 'Unknown system', kind: 'unknown' };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : 'Unknown browser',
    os: os.name || 'Unknown system',
    kind: KINDS[platform.type ?? ''] ?? 'unknown',
  };
}
