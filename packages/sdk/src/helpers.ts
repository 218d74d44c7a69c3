/** The `data` of a decoded envelope (calls already throw on failure): `const user = unwrap(await api.GET(…))`. */
export function unwrap<T extends { data?: unknown }>(envelope: T): T['data'] {
  return envelope.data;
}
