// The control surface for QA (`/__mock/…`): what the mock holds, and each world's data, failures and received
// requests — so a test arranges and checks state through the mock instead of patching answers in the browser.
// Safe to leave running: a foreign Origin is refused, a call that changes something must be one no web page can
// send without asking (a JSON body or the X-Mock-Control header), an admin token is checked when one is set, and a
// GET never changes anything.
import { timingSafeEqual } from 'node:crypto';
import { ACCOUNTS, SMS_CODE, type Sessions } from './accounts.js';
import { TooLarge, readBody, send } from './answer.js';
import { LIMITS, shapeProblem, shapeRefusal } from './limits.js';
import type { Model } from './model.js';
import { isObj, type Obj, type Route } from './spec.js';
import { differences, inputOf, type Fault, type Received, type SeedWorld, type WorldSnapshot } from './world.js';
import type { Worlds } from './worlds.js';

interface Deps {
  routes: Route[];
  model: Model;
  examplesOnly: { operationId: string; why: string }[];
  sessions: Sessions;
  seedWorld: SeedWorld;
  worlds: Worlds;
  /** Origins a control call may come from (loopback and the --cors list). */
  trusted: (origin: string) => boolean;
  /** When set, every control call carries it (Authorization: Bearer … or X-Mock-Admin-Token). */
  adminToken?: string;
  /** What stops a snapshot from being restored (empty when it can be). */
  snapshotProblems: (snapshot: unknown) => string[];
  /** Why a row does not fit an entity's row schema, or undefined. */
  rowProblem: (entity: string, row: Obj) => string | undefined;
  /** What the mock holds beyond the worlds (GET /__mock). */
  extra?: () => Obj;
  /** Proxy mode's findings and contract violations, oldest first (GET and DELETE /__mock/findings). */
  findings: { findings: unknown[]; violations: unknown[] };
}

const ok = (msg: string, data: unknown = null) => send(200, { code: 0, msg, data });
const refuse = (status: number, msg: string, headers: Record<string, string> = {}) =>
  send(status, { code: status, msg, data: null }, headers);

/** A body that cannot be used: answered by the control surface with its status and envelope. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(String(isObj(body) ? body.msg : status));
  }
}

async function json(request: Request): Promise<unknown> {
  let raw: Buffer;
  try {
    raw = await readBody(request, LIMITS.control);
  } catch (e) {
    if (e instanceof TooLarge)
      throw new Refused(413, { code: 413, msg: `控制请求体不能超过 ${LIMITS.control / 1024 / 1024} MB`, data: null });
    throw e;
  }
  if (!raw.length) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new Refused(400, { code: 400, msg: '控制请求体不是合法的 JSON', data: null });
  }
  const problem = shapeProblem(body, LIMITS.controlArray);
  if (problem) throw new Refused(400, shapeRefusal(problem));
  return body;
}

const isPattern = (p: string) => {
  try {
    new RegExp(p);
    return true;
  } catch {
    return false;
  }
};

const matches = (row: Obj, where: Obj) => Object.entries(where).every(([k, v]) => String(row[k]) === String(v));

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type Call = { request: Request; url: URL; id: string; name?: string };
type Handler = (c: Call) => Promise<Response> | Response;

export function controlSurface(d: Deps) {
  /** An entity by its name or by the operationId of one of its lists. */
  const entityOf = (name: string) => (d.model.seeds.has(name) ? name : d.model.entityOfList.get(name));
  const missing = (id: string) => refuse(404, `世界 ${id} 不存在`);

  const info: Handler = () =>
    ok('操作成功', {
      operations: d.routes.length,
      modelled: d.routes.length - d.examplesOnly.length,
      examplesOnly: d.examplesOnly.length,
      accounts: ACCOUNTS.map((a) => ({ account: a.account, password: a.password, mobile: a.mobile, note: a.note })),
      smsCode: SMS_CODE,
      worlds: [...d.worlds.values()].map((w) => ({ id: w.id, changes: w.changes, changed: w.changed() })),
      sessions: d.sessions.count(),
      scale: d.seedWorld.scale,
      seed: d.seedWorld.seed,
      usage: d.worlds.usage(),
      limits: LIMITS,
      ...(d.extra?.() ?? {}),
    });

  const coverage: Handler = () => {
    const byRole: Record<string, number> = {};
    for (const p of d.model.plans.values()) byRole[p.role] = (byRole[p.role] ?? 0) + 1;
    return ok('操作成功', { byRole, examplesOnly: d.examplesOnly });
  };

  const findings: Record<string, Handler> = {
    GET: () => ok('操作成功', d.findings),
    DELETE: () => {
      d.findings.findings.length = 0;
      d.findings.violations.length = 0;
      return ok('已清除全部发现');
    },
  };

  const world: Record<string, Handler> = {
    GET: ({ id }) => {
      const w = d.worlds.get(id);
      return w ? send(200, w.snapshot()) : missing(id);
    },
    DELETE: ({ id }) => (d.worlds.delete(id) ? ok(`世界 ${id} 已删除`) : missing(id)),
    PUT: async ({ request, id }) => {
      const snapshot = await json(request);
      const problems = d.snapshotProblems(snapshot);
      if (problems.length)
        return send(400, {
          code: 400,
          msg: `快照无法恢复，世界 ${id} 保持原样：${problems.slice(0, 3).join('；')}${problems.length > 3 ? `（共 ${problems.length} 处）` : ''}`,
          data: { problems },
        });
      d.worlds.open(id).restore(snapshot as WorldSnapshot);
      return ok(`世界 ${id} 已恢复`);
    },
  };

  const reset: Record<string, Handler> = {
    POST: ({ id }) => {
      d.worlds.reset(d.worlds.open(id));
      return ok(`世界 ${id} 已重置`);
    },
  };

  const faults: Record<string, Handler> = {
    GET: ({ id }) => ok('操作成功', d.worlds.get(id)?.faults ?? []),
    DELETE: ({ id }) => {
      const w = d.worlds.get(id);
      if (w) w.faults = [];
      return ok('已清除全部故障');
    },
    POST: async ({ request, id }) => {
      const list = ([] as unknown[]).concat(await json(request)).filter(isObj) as Fault[];
      if (!list.length || list.some((f) => !f.operation && !f.path)) {
        return refuse(400, '故障要写明 operation（operationId）或 path（路径的正则）');
      }
      const bad = list.find((f) => f.path !== undefined && !isPattern(String(f.path)));
      if (bad) return refuse(400, `path 不是合法的正则表达式：${String(bad.path)}`);
      const wrong = list.map(faultProblem).find(Boolean);
      if (wrong) return refuse(400, wrong);
      d.worlds.open(id).faults.push(...list.map((f) => ({ ...f })));
      return ok(`已设置 ${list.length} 个故障`);
    },
  };

  const requests: Record<string, Handler> = {
    GET: ({ url, id }) => {
      const op = url.searchParams.get('operation');
      const list = (d.worlds.get(id)?.journal ?? [])
        .filter((r) => !op || r.operation === op)
        .map((r) => ({
          operation: r.operation,
          method: r.method,
          path: r.path,
          query: r.query,
          contentType: r.contentType,
          // multipart keeps its bytes one to one (latin1); JSON and forms read as text
          body:
            r.body.toString(/multipart/.test(r.contentType) ? 'latin1' : 'utf8') +
            (r.truncated ? `…［已截断：原 ${r.truncated} 字节，只保留前 ${r.body.length} 字节］` : ''),
          ...(r.truncated ? { truncated: r.truncated } : {}),
        }));
      return ok('操作成功', list);
    },
  };

  // Verification: the calls this world received that match an operation (or path) and a query/body subset; when none
  // does, the nearest ones with what differs (WireMock's near misses).
  const verify: Record<string, Handler> = {
    POST: async ({ request, id }) => {
      const want = await json(request);
      if (!isObj(want) || (!want.operation && !want.path))
        return refuse(400, '核对条件要写明 operation（operationId）或 path（路径的正则），可加 method、query、body');
      if (want.path !== undefined && !isPattern(String(want.path)))
        return refuse(400, `path 不是合法的正则表达式：${String(want.path)}`);
      for (const k of ['query', 'body'] as const)
        if (want[k] !== undefined && !isObj(want[k])) return refuse(400, `${k} 应为对象（要核对的字段子集）`);
      const sameCall = (r: Received) =>
        (want.operation === undefined || r.operation === want.operation) &&
        (want.path === undefined || new RegExp(String(want.path)).test(r.path)) &&
        (want.method === undefined || r.method.toUpperCase() === String(want.method).toUpperCase());
      const journal = d.worlds.get(id)?.journal ?? [];
      const shown = (r: Received) => ({ operation: r.operation, method: r.method, path: r.path, ...inputOf(r) });
      const expected = { query: want.query as Obj | undefined, body: want.body as Obj | undefined };
      const matched: Received[] = [];
      const near: { request: ReturnType<typeof shown>; differences: string[] }[] = [];
      for (const r of journal) {
        const diff = sameCall(r)
          ? differences(expected, inputOf(r))
          : [`operation: 期望 ${String(want.operation ?? want.path)}，实际 ${r.operation}`];
        if (!diff.length) matched.push(r);
        else near.push({ request: shown(r), differences: diff });
      }
      // The same operation's calls first (what differs is the subset), the fewest differences first.
      const other = (m: (typeof near)[number]) => (m.differences[0]?.startsWith('operation:') ? 1 : 0);
      near.sort((a, b) => other(a) - other(b) || a.differences.length - b.differences.length);
      return ok(`匹配 ${matched.length} 次`, {
        count: matched.length,
        requests: matched.map(shown),
        nearMisses: matched.length ? [] : near.slice(0, 5),
      });
    },
  };

  const rowsOf = (name: string | undefined) => entityOf(decodeURIComponent(name ?? ''));
  const rows: Record<string, Handler> = {
    POST: async ({ request, id, name }) => {
      const entity = rowsOf(name);
      if (!entity) return refuse(404, `没有实体或列表 ${name}`);
      const body = await json(request);
      if (!Array.isArray(body) || !body.every(isObj)) return refuse(400, '请求体应为行（对象）的数组');
      const bad = body.map((r, i) => [i, d.rowProblem(entity, r)] as const).find(([, why]) => why);
      if (bad) return refuse(400, `第 ${bad[0] + 1} 行${bad[1]}`);
      d.worlds
        .open(id)
        .table(entity)
        .unshift(...body);
      return ok(`已加入 ${body.length} 行`, { count: body.length });
    },
    PATCH: async ({ request, id, name }) => {
      const entity = rowsOf(name);
      if (!entity) return refuse(404, `没有实体或列表 ${name}`);
      const body = await json(request);
      if (!isObj(body) || !isObj(body.where) || !isObj(body.set))
        return refuse(400, '请求体应为 {"where":{…},"set":{…}}');
      const why = d.rowProblem(entity, body.set);
      if (why) return refuse(400, `set ${why}`);
      const table = d.worlds.open(id).table(entity);
      let count = 0;
      for (let i = 0; i < table.length; i++) {
        const row = table[i] as Obj;
        if (!matches(row, body.where)) continue;
        table[i] = { ...row, ...body.set };
        count += 1;
      }
      return count ? ok(`已修改 ${count} 行`, { count }) : refuse(404, '没有符合 where 的行');
    },
  };

  /** The handlers of a control path, by method; undefined when the path is not one. */
  function route(parts: string[]): Record<string, Handler> | undefined {
    const [, area, , what, name, more] = parts; // __mock, worlds, id, what, name
    if (!area) return { GET: info };
    if (area === 'coverage' && parts.length === 2) return { GET: coverage };
    if (area === 'findings' && parts.length === 2) return findings;
    if (area !== 'worlds' || parts.length < 3 || more !== undefined) return undefined;
    if (!what) return world;
    if (what === 'rows' && name) return rows;
    if (name !== undefined) return undefined;
    const sub: Record<string, Record<string, Handler>> = { reset, faults, requests, verify };
    return Object.hasOwn(sub, what) ? sub[what] : undefined;
  }

  const admitted = (headers: Headers) => {
    const given = /^Bearer\s+(\S+)/i.exec(headers.get('authorization') ?? '')?.[1] ?? headers.get('x-mock-admin-token');
    return typeof given === 'string' && same(given, d.adminToken as string);
  };

  return async function control(request: Request, url: URL): Promise<Response> {
    const method = request.method.toUpperCase();
    const origin = request.headers.get('origin') ?? undefined;
    if (origin !== undefined && !d.trusted(origin))
      return refuse(403, `控制接口不接受来自 ${origin} 的跨域请求（只接受本机来源与 --cors 列出的来源）`);
    if (d.adminToken && !admitted(request.headers))
      return refuse(401, '控制接口需要管理令牌：Authorization: Bearer <--admin-token> 或 X-Mock-Admin-Token', {
        'www-authenticate': 'Bearer realm="site-mock"',
      });
    const parts = url.pathname.split('/').filter(Boolean);
    const handlers = route(parts);
    if (!handlers) return refuse(404, `没有这个控制接口：${method} ${url.pathname}`);
    const verb = method === 'HEAD' ? 'GET' : method;
    const handler = Object.hasOwn(handlers, verb) ? handlers[verb] : undefined;
    if (!handler) {
      const allow = Object.keys(handlers).join(', ');
      return refuse(405, `控制接口 ${url.pathname} 只接受 ${allow}`, { allow });
    }
    // A change must come as a request no page of another site can make without a preflight.
    if (method !== 'GET' && method !== 'HEAD') {
      const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const json = type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
      if (!json && request.headers.get('x-mock-control') !== '1')
        return refuse(403, '控制接口的修改请求须带 Content-Type: application/json 或请求头 X-Mock-Control: 1');
    }
    let id: string;
    try {
      id = decodeURIComponent(parts[2] ?? '');
    } catch {
      return refuse(400, `世界名称中的转义不合法：${parts[2] ?? ''}`);
    }
    try {
      return await handler({ request, url, id, name: parts[4] });
    } catch (e) {
      if (e instanceof Refused) return send(e.status, e.body);
      return refuse(400, `控制请求无法执行：${(e as Error).message}`);
    }
  };
}

/** What is wrong with a fault QA asked for (undefined: nothing). */
function faultProblem(f: Fault): string | undefined {
  const d = f.delayMs;
  const ms = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 120_000;
  if (d !== undefined && !(ms(d) || (Array.isArray(d) && d.length === 2 && d.every(ms) && d[0] <= d[1])))
    return 'delayMs 应为 0–120000 的毫秒数，或 [最短, 最长]';
  if (f.network !== undefined && !['reset', 'empty', 'truncated'].includes(f.network))
    return 'network 只能是 reset（断开连接）、empty（无应答关闭）或 truncated（应答写一半断开）';
  for (const k of ['query', 'body'] as const)
    if (f[k] !== undefined && !isObj(f[k])) return `${k} 应为对象（要匹配的字段子集）`;
  if (f.times !== undefined && !(Number.isInteger(f.times) && f.times > 0)) return 'times 应为正整数';
  // An HTTP answer's status is 200–599 (a 1xx is not a final answer; fetch refuses to build anything else).
  if (f.status !== undefined && !(Number.isInteger(f.status) && f.status >= 200 && f.status <= 599))
    return 'status 应为 200–599 的整数（HTTP 应答状态码）';
  return undefined;
}
