/** The preview page's own look, inline: the page is served without Folio's bundle or style sheet. */
export const PAGE_STYLES = `
:root{color-scheme:light;--bg:#f8fafc;--fg:#0f172a;--muted:#475569;--card:#fff;--border:#cbd5e1;--link:#4338ca}
.dark{color-scheme:dark;--bg:#0b1120;--fg:#e2e8f0;--muted:#94a3b8;--card:#111827;--border:#334155;--link:#a5b4fc}
body{margin:0;padding:16px;background:var(--bg);color:var(--fg);font-family:ui-sans-serif,system-ui,sans-serif;display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:900px){body{grid-template-columns:16rem minmax(0,1fr)}header{grid-column:1/-1}}
h1{font-size:1.5rem;margin:0}h2{font-size:1.25rem;margin:0 0 12px}h3{font-size:1rem;margin:0 0 8px}
.hint{color:var(--muted);margin:4px 0 0}
a{color:var(--link)}a[aria-current]{font-weight:700;text-decoration:none}
a:focus-visible,iframe:focus-visible,pre:focus-visible{outline:3px solid var(--link);outline-offset:2px}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.choices{display:flex;flex-wrap:wrap;gap:24px;margin-bottom:12px}.choices ul{flex-direction:row;gap:16px}
a{display:inline-block;padding:4px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
.parts{display:grid;gap:16px}@media (min-width:1200px){.parts{grid-template-columns:1fr 1fr}}
iframe,pre{width:100%;box-sizing:border-box;border:1px solid var(--border);border-radius:8px;background:var(--card)}
iframe{height:28rem}
pre{margin:0;padding:16px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem;min-height:8rem}
`;
