/**
 * An inline boot script (rendered with the CSP nonce by src/routes/__root.tsx) that switches zod to its
 * eval-free parsers in the browser. Under Folio's CSP (no 'unsafe-eval') zod's compiled parsers cannot
 * run, and even zod's `new Function` probe is reported as a violation. zod reads
 * `globalThis.__zod_globalConfig` when it loads and decides per schema at creation, so this has to run
 * before any module script: an inline script in <head> does. The server keeps the faster parsers.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';
