/**
 * For a flow whose screens are the same at both sizes (what it checks is the server's or the browser's
 * behaviour, not where things are on the screen): the phone project leaves it out (playwright.config.ts),
 * the desktop runs it. Layout, navigation and forms run at both sizes.
 */
export const DESKTOP_ONLY = { tag: '@desktop-only' };
