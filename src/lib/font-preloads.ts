import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import vazirmatnArabic from '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2?url';

/**
 * The typeface's files a page in `language` draws its first paint with (src/styles.css declares them),
 * fetched beside the stylesheet rather than after it: Inter's Latin file everywhere, Vazirmatn's Arabic
 * one on Arabic pages only. The same hashed files the stylesheet names, from Folio's own origin.
 */
export function fontPreloads(language: string) {
  const files = language === 'ar' ? [interLatin, vazirmatnArabic] : [interLatin];
  return files.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  }));
}
