// What a browser sends: the benches measure answers compressed, as people get them.
export const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
export const BROWSER_API = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
