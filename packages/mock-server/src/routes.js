// Reading the bundled spec: refs, the route table, response examples.
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const BINARY = /octet-stream|spreadsheetml|ms-excel|wordprocessingml|msword|pdf|zip|image\//;

/** Resolve local `$ref`s (one level at a time, as needed). */
export function deref(doc, node) {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && '$ref' in n && i < 20; i++) {
    n = n.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return n;
}

/** The route table: every operation with a matcher for its path template. Literal paths win over templated ones. */
export function routesOf(doc) {
  const routes = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const names = [];
      const source = path.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`));
      const regex = new RegExp(
        `^${source.replace(/\{([^}]+)\}/g, (_, name) => {
          names.push(name);
          return '([^/]+)';
        })}$`,
      );
      const ok = deref(doc, op.responses?.['200'] ?? op.responses?.['201']);
      const types = Object.keys(ok?.content ?? {});
      const bodyTypes = Object.keys(deref(doc, op.requestBody)?.content ?? {});
      routes.push({
        method: method.toUpperCase(),
        path,
        op,
        regex,
        names,
        templated: names.length > 0,
        blob: types.length > 0 && types.every((t) => BINARY.test(t)),
        multipart: bodyTypes.some((t) => t.startsWith('multipart/')),
        secured: !(Array.isArray(op.security) && op.security.length === 0),
      });
    }
  }
  return routes.sort((a, b) => Number(a.templated) - Number(b.templated));
}

/** The first example of a response's JSON content (an `example`, else the first of `examples`). */
export function exampleOf(doc, response) {
  const media = deref(doc, response)?.content?.['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return deref(doc, first)?.value;
}
