// Limits on what one request may carry, so one request cannot break a world (a 10,000-deep field that no answer can
// serialise again) or hold the mock's memory: bytes per body, and depth, string length and array length inside JSON.

/** Request limits (README: 限制与上限). Bodies above the byte limits answer 413, shapes above the others 400. */
export const LIMITS = {
  /** Bytes of a JSON or form body. */
  json: 1024 * 1024,
  /** Bytes of a multipart upload. */
  upload: 20 * 1024 * 1024,
  /** Bytes of a control call's body (a world snapshot). */
  control: 64 * 1024 * 1024,
  /** Nesting of objects and arrays in a JSON body. */
  depth: 64,
  /** Characters of one string (a value or a key). */
  string: 64 * 1024,
  /** Items of one array in a request body. */
  array: 10_000,
  /** Items of one array in a control call's body (the rows of a table in a snapshot). */
  controlArray: 1_000_000,
  /** Bytes of the request line and headers together (431 above). */
  headers: 16 * 1024,
};

export interface ShapeProblem {
  /** Which limit: depth, string, array. */
  rule: 'depth' | 'string' | 'array';
  /** Where, as a dotted path (`a.b.0`); empty for the whole body. */
  field: string;
  message: string;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first limit a parsed JSON value passes, or undefined. Walks iteratively (no recursion), and never deeper than
 * the limit, so a 100,000-deep value is refused as cheaply as a small one.
 */
export function shapeProblem(value: unknown, arrayLimit = LIMITS.array): ShapeProblem | undefined {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop() as { v: unknown; path: string; depth: number };
    if (typeof v === 'string') {
      if (v.length > LIMITS.string)
        return { rule: 'string', field: path, message: `字符串不能超过 ${LIMITS.string} 个字符` };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= LIMITS.depth) return { rule: 'depth', field: path, message: `嵌套不能超过 ${LIMITS.depth} 层` };
    if (Array.isArray(v)) {
      if (v.length > arrayLimit) return { rule: 'array', field: path, message: `数组不能超过 ${arrayLimit} 项` };
      v.forEach((item, i) => stack.push({ v: item, path: join(path, i), depth: depth + 1 }));
    } else
      for (const [k, item] of Object.entries(v)) {
        if (k.length > LIMITS.string)
          return { rule: 'string', field: path, message: `字段名不能超过 ${LIMITS.string} 个字符` };
        stack.push({ v: item, path: join(path, k), depth: depth + 1 });
      }
  }
  return undefined;
}

/** The 400 envelope for a body past a shape limit: the message names the limit and where. */
export function shapeRefusal(p: ShapeProblem) {
  const where = p.field ? `body.${p.field.length > 120 ? `${p.field.slice(0, 120)}…` : p.field}` : 'body';
  return {
    code: 400,
    msg: `请求体超出限制：${where} ${p.message}`,
    data: null,
    violations: [{ in: 'body', field: p.field, message: p.message, rule: p.rule }],
  };
}
