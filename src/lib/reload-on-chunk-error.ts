const RELOADED_KEY = 'folio:reloaded-for';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * After a deployment, an open tab may ask for code-split files that no longer exist. Reloading fetches
 * the new version — once per distinct message, so a file that is truly broken never loops.
 */
export function reloadOnceFor(message: string): boolean {
  const seen = new Set<string>(JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? '[]') as string[]);
  if (seen.has(message)) return false;
  seen.add(message);
  sessionStorage.setItem(RELOADED_KEY, JSON.stringify([...seen]));
  window.location.reload();
  return true;
}

/** Vite's signal that a code-split file failed to load. */
export function listenForChunkErrors(): () => void {
  const onPreloadError = (event: Event & { payload?: unknown }) => {
    const message = event.payload instanceof Error ? event.payload.message : 'preload error';
    if (reloadOnceFor(message)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
