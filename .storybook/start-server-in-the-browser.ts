// `@tanstack/react-start/server` in the catalogue: its functions run only in a server-side branch,
// which the browser never takes (see start-in-the-browser.ts).
function serverOnly(): never {
  throw new Error('A server-only function was called in the component catalogue');
}

export const getRequest = serverOnly;
export const getRequestHeader = serverOnly;
export const setResponseHeader = serverOnly;
export const setResponseStatus = serverOnly;
