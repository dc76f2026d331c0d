// Redirect-back paths (§5): only a plain relative path on this site is accepted.
const MAX_LENGTH = 2048;

function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing after five rounds: refuse
}

/**
 * Returns the path when it is a safe same-site relative path, else null. The answer is always
 * plain ASCII, percent-encoded the way a browser would (`/。x` -> `/%E3%80%82x`): it goes into a
 * `Location` header, which can't carry other characters (a non-Latin-1 one made sign-in fail).
 */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  const decoded = decodeFully(raw);
  if (decoded === null) return null;
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return null;
    // protocol-relative (//host), backslash tricks (/\host), and any control or space character
    if (candidate.startsWith('//') || candidate.includes('\\')) return null;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
    if (/[\u0000-\u001f\u007f\s]/.test(candidate)) return null;
    if (/^\/[a-z][a-z0-9+.-]*:/i.test(candidate)) return null;
  }
  let url: URL;
  try {
    url = new URL(raw, 'http://localhost');
  } catch {
    return null;
  }
  if (url.origin !== 'http://localhost') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Printable ASCII only, and still a single-slash path after the encoding.
  if (!/^\/[\x21-\x7e]*$/.test(path) || path.startsWith('//') || path.length > MAX_LENGTH) return null;
  return path;
}

/** The path to go to after sign-in: the remembered one when safe, else home. */
export function redirectBackOr(raw: unknown, fallback = '/'): string {
  return safeRedirectPath(raw) ?? fallback;
}
