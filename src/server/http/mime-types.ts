import path from 'node:path';
import { lookup } from 'mrmime';

const TEXT = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)$|image\/svg\+xml$)/;

/** The Content-Type of a static file (mrmime, and JSON for source maps), with charset=utf-8 for text. */
export function contentTypeFor(filePath: string): string {
  const extension = path.extname(filePath).slice(1).toLowerCase();
  const type = (extension === 'map' ? 'application/json' : lookup(extension)) ?? 'application/octet-stream';
  return TEXT.test(type) ? `${type}; charset=utf-8` : type;
}
