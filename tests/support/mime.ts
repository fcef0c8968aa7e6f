/** Just enough MIME for tests: headers, multipart bodies, quoted-printable, base64 and encoded words. */

export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

export function parseMime(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Every leaf part of a message, bodies decoded to text. */
export function leafParts(part: MimePart): Array<{ type: string; text: string }> {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => leafParts(parseMime(chunk.replace(/^\n/, ''))));
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return [{ type: contentType.split(';')[0]!.trim().toLowerCase(), text: decodeBody(part.body, encoding) }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, '')
    .split(/(=[0-9A-Fa-f]{2})/)
    .flatMap((piece) =>
      /^=[0-9A-Fa-f]{2}$/.test(piece)
        ? [Number.parseInt(piece.slice(1), 16)]
        : [...Buffer.from(piece, 'utf8')],
    );
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words such as =?UTF-8?Q?Caf=C3=A9?= in a header value. */
export function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QBqb])\?([^?]*)\?=\s*/g,
    (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
