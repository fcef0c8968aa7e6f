/**
 * The value of cookie `name` in a Cookie header or `document.cookie`, decoded; undefined when it is
 * absent or not decodable. The browser's few lines, where the server has the `cookie` package.
 */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
