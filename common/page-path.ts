/** The page a request is for: single-fetch data requests end in ".data" ("/_root.data" is "/"). */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const bare = pathname.slice(0, -'.data'.length);
  return bare === '/_root' ? '/' : bare;
}

/** The URL a visitor sees, without single-fetch's internals. */
export function visibleUrl(url: URL): URL {
  const out = new URL(url);
  out.pathname = pagePath(url.pathname);
  out.searchParams.delete('_routes');
  out.searchParams.delete('index');
  return out;
}
