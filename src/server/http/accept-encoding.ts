export type ContentCoding = 'br' | 'gzip';

/** Whether an `Accept-Encoding` header value admits `coding` (honours `q=0` and `*`). */
export function acceptsEncoding(header: string | undefined, coding: ContentCoding): boolean {
  if (!header) return false;
  let wildcard: boolean | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const allowed = qParam === undefined || Number(qParam.slice(2)) > 0;
    if (name === coding) return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard ?? false;
}

/** The coding a client gets an answer in when both are at hand: brotli (smaller), else gzip, else none. */
export function preferredCoding(header: string | undefined): ContentCoding | undefined {
  if (acceptsEncoding(header, 'br')) return 'br';
  if (acceptsEncoding(header, 'gzip')) return 'gzip';
  return undefined;
}
