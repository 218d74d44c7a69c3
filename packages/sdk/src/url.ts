/**
 * The URL of a call in openapi-fetch's default styles, the only ones the contract uses: `{name}` in the path is the
 * URI-encoded value (an array comma-joined); in the query `k=v`, an array `k=a&k=b`, an object `k[sub]=v`; undefined
 * and null are left out. The same URLs as openapi-fetch 0.17's `createFinalURL` with its default serializers
 * (url.test.ts compares the two), in a sixth of the bundled bytes.
 */
const enc = (value: unknown) => encodeURIComponent(value as string);

/** `a=1&b=x%20y&ids=1&ids=2&f[a]=1`, without the `?`. */
export function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) parts.push(`${key}=${enc(item)}`);
    else if (typeof value === 'object') {
      for (const [sub, item] of Object.entries(value)) {
        if (item !== undefined && item !== null) parts.push(`${key}[${sub}]=${enc(item)}`);
      }
    } else parts.push(`${key}=${enc(value)}`);
  }
  return parts.join('&');
}

/** `/pc/sms/login/{id}` with `{ id: 7 }` → `/pc/sms/login/7`; a parameter not given stays `{id}`. */
export function serializePath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    return Array.isArray(value) ? value.map(enc).join(',') : enc(value);
  });
}

/** The whole URL: base, path with its parameters, query. */
export function finalUrl(
  root: string,
  path: string,
  params: { path?: Record<string, unknown>; query?: Record<string, unknown> },
): string {
  const url = root + (params.path ? serializePath(path, params.path) : path);
  const search = params.query ? serializeQuery(params.query) : '';
  return search ? `${url}?${search}` : url;
}
