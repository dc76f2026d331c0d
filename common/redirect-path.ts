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

/** Returns the path when it is a safe same-site relative path, else null. */
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
  try {
    const url = new URL(raw, 'http://localhost');
    if (url.origin !== 'http://localhost') return null;
  } catch {
    return null;
  }
  return raw;
}

/** The path to go to after sign-in: the remembered one when safe, else home. */
export function redirectBackOr(raw: unknown, fallback = '/'): string {
  return safeRedirectPath(raw) ?? fallback;
}
