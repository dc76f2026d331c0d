// A script chunk that fails to load (after a deploy, say) reloads the page, at most once a minute.
const KEY = 'heimaleiga.chunkReloadAt';
const WINDOW_MS = 60_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= WINDOW_MS;
}

function isChunkError(message: string): boolean {
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(
    message,
  );
}

export function reloadForChunkError(): void {
  const last = Number(sessionStorage.getItem(KEY));
  const now = Date.now();
  if (!shouldReloadAfterChunkError(Number.isFinite(last) && last > 0 ? last : null, now)) return;
  sessionStorage.setItem(KEY, String(now));
  window.location.reload();
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadForChunkError();
  });
  window.addEventListener('unhandledrejection', (event) => {
    const message = String((event.reason as Error | undefined)?.message ?? event.reason ?? '');
    if (isChunkError(message)) reloadForChunkError();
  });
}
