/**
 * A `redirect` query is followed only to a path inside the app: `/x…`, never `//host`, `/\host`, `http:`, `javascript:`.
 * Anything else falls back to `fallback`.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  let value = raw.trim();
  try {
    value = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return fallback;
  if (/^\/+[a-z][a-z0-9+.-]*:/i.test(value)) return fallback;
  if (value === '/login' || value.startsWith('/login?')) return fallback;
  return value;
}

/** After signing in: the redirect target, unwrapping /home?redirect=… and /404?redirect=… left by a 401 or 403. */
export function landingPath(redirect: string | null): string {
  let target = safeRedirect(redirect, '/');
  for (let i = 0; i < 3; i++) {
    const [path, query = ''] = target.split('?');
    const inner = new URLSearchParams(query).get('redirect');
    if ((path === '/home' || path === '/404') && inner) target = safeRedirect(inner, '/');
    else break;
  }
  return target;
}

/**
 * An address from the back-end that the console may open in a new tab: an absolute http(s) URL, else undefined
 * (`javascript:`, `data:`, relative or malformed addresses are never opened).
 */
export function httpUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
