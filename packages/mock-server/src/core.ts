// The mock's core: one `(Request) => Promise<Response>` handler, no socket. A request passes a pipeline of small
// stages, each answering or handing on: CORS and preflight → path → control surface → pictures and files → routing
// (405 with Allow) or, in proxy mode, the proxy → body limits → caller and world → faults, latency and stubs →
// Prefer → validation → the session's calls → the world's answer. The adapters stay thin: node.ts serves it over
// HTTP (the CLI, startMock), and `fetch` calls it in-process (tests, the console's unit tests), network faults
// included (answer.ts carries them beside the Response).
import { readFileSync, existsSync } from 'node:fs';
import { Sessions, bearer, callerOf, type Session } from './accounts.js';
import {
  TooLarge,
  answer,
  asciiJson,
  envelope,
  networkFailure,
  readBody,
  send,
  wireOf,
  withBody,
  type NetworkFault,
} from './answer.js';
import * as engine from './engine.js';
import { buildFile, placeholderImage } from './files.js';
import { buildModel, type Model, type Plan } from './model.js';
import { panoramaImage } from './panorama.js';
import { controlSurface } from './control.js';
import { cookiesOf, decoded, loopback, parsePrefer } from './http.js';
import { LIMITS, shapeProblem, shapeRefusal } from './limits.js';
import { proxy, type Finding, type Violation } from './proxy.js';
import { DEFAULT_SPEC } from './spec-file.js';
import { sessionCall } from './session.js';
import { PORTAL_SECRET_DEFAULT } from './portal-sign.js';
import {
  type OpenApiDoc,
  type Obj,
  type Route,
  examplesOf,
  flatten,
  isObj,
  routeMatcher,
  routesOf,
  jsonMedia,
} from './spec.js';
import { Validator, describe, type Violation as RequestViolation } from './validate.js';
import { serveFile } from './uploads.js';
import { upload } from './upload-answer.js';
import { DataDir } from './store.js';
import { SeedWorld, inputOf, type Fault, type World, type WorldSnapshot } from './world.js';
import { DEFAULT_CAPS, MAIN, Worlds, snapshotProblems } from './worlds.js';
import { Recorder } from './record.js';

/** The example host of the spec's pictures, served by the mock under /mock-assets/static/. */
const EXAMPLE_HOST = 'https://static.example.invalid/';
const ASSETS = '/api/mock-assets/static/';
/** The mock's own pictures: SVG it draws itself, never scripted even when opened on their own. */
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};
/** The origin of requests made in-process with a relative URL (`mock.fetch('/pc/…')`). */
export const IN_PROCESS = 'http://mock.local';

export interface MockOptions {
  port?: number;
  host?: string;
  spec?: string | OpenApiDoc;
  upstream?: string;
  /** Proxy mode: how long to wait for the upstream (default 10 000 ms). */
  upstreamTimeoutMs?: number;
  /** Proxy mode: refuse (400) a request that breaks the contract instead of forwarding it (always reported). */
  strictRequests?: boolean;
  onViolation?: (violation: Violation) => void;
  /** Proxy findings: upstream down, slow, invalid JSON, a token issued without its check. */
  onFinding?: (finding: Finding) => void;
  /** Print a request log line per call. */
  log?: boolean;
  /** World size: 1 = the totals the examples claim; 10 = ten times (same seed → same world). */
  scale?: number;
  seed?: number;
  /**
   * The mock's today (`YYYY-MM-DD`): the examples' dates move with it, event tables end on it and "the last seven
   * days" are counted back from it. Default: the day the examples were written around (DATA.md), so tests are fixed;
   * the CLI defaults to the real date.
   */
  today?: string;
  /** Start the default world from a snapshot (GET /__mock/worlds/main). */
  world?: WorldSnapshot;
  /** Origins allowed by CORS (default: loopback origins); `*` allows any. */
  cors?: string[] | '*';
  /** Lines for the person running the mock (SMS codes); default console.log. */
  say?: (line: string) => void;
  /** When set, every control call (/__mock) carries it: `Authorization: Bearer <token>` or `X-Mock-Admin-Token`. */
  adminToken?: string;
  /** Worlds kept at once (default 100); the least recently used goes first, never `main`. */
  maxWorlds?: number;
  /** A world unused this long is dropped (default 4 hours; never `main`). */
  worldIdleMs?: number;
  /** Requests each world's journal keeps (default 100). */
  journalSize?: number;
  /** Body bytes each world's journal keeps in all (default 2 MB; one body keeps at most a quarter of it). */
  journalBytes?: number;
  /** Upload bytes kept over all worlds (default 256 MB); the oldest uploads go first. */
  maxUploadBytes?: number;
  /** The secret shared with the portal, for signed project entries (paramLogin); default `PORTAL_SECRET_DEFAULT`. */
  portalSecret?: string;
  /**
   * Keep every world and its uploads in this folder across restarts (store.ts): loaded at start, saved shortly after
   * each change (`saveEveryMs`, default 500) and on close. Sessions are not kept: sign in again after a restart.
   */
  dataDir?: string;
  /**
   * Proxy mode: write what the real back end answers to list and detail calls into this file as a world snapshot
   * (record.ts), so a real session can be replayed offline with `world` (`--world FILE`).
   */
  record?: string;
  saveEveryMs?: number;
}
/** The mock without a socket: everything a started mock offers but its address. */
export interface MockCore {
  /** Answer one request (the whole pipeline). A network fault travels beside the answer (answer.ts `wireOf`). */
  handle(request: Request): Promise<Response>;
  /**
   * `handle` for an adapter that writes answers itself (node.ts): the body of an answer the core built is not in the
   * Response but in `wireOf(response).body`, so no body stream is made for it.
   */
  serve(request: Request): Promise<Response>;
  /**
   * `fetch` against the mock, in-process: a relative URL is resolved against `http://mock.local`; a network fault
   * rejects as `fetch` does (`TypeError('fetch failed')` whose `cause` names it) or breaks the body off halfway;
   * latency is a wait; the request's abort signal is honoured. Give it to the SDK: `createClient({ fetch: mock.fetch })`.
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  operations: number;
  /** The mock's today (`YYYY-MM-DD`, Beijing time): event tables end on it and the examples' dates moved to it. */
  today: string;
  violations: Violation[];
  findings: Finding[];
  /** Operations answered from examples only, with why. */
  examplesOnly: { operationId: string; why: string }[];
  /** Aggregate answers that still take some fields from their example. */
  partial: { operationId: string; fields: string[] }[];
  /** The world with that id (created from the seed on first use). */
  world(id?: string): World;
  /** What each operation does to the world (its plan: role, entity, filters, paging, effects), by operationId. */
  model: Model;
  /**
   * The mock checks its own answers, as Prism does: an answer's body against the operation's JSON schema for that
   * HTTP status (the 200 schema for business failures sent in HTTP 200 too). No violations for binary answers.
   */
  checkAnswer(operationId: string, body: unknown, status?: number): RequestViolation[];
  /** What the worlds hold: worlds, upload files and bytes, journal bytes, and their caps. */
  usage(): ReturnType<Worlds['usage']>;
  /** Save what is to be saved (data dir, recording) and stop the timers. */
  close(): Promise<void>;
}

/** One request on its way through the stages: what the earlier stages found out. */
interface Call {
  request: Request;
  method: string;
  url: URL;
  /** The decoded path. */
  pathname: string;
  /** The CORS origin allowed for this request, if any. */
  origin?: string;
}

/** A call of an operation of the contract, once routed. */
interface OpCall extends Call {
  route: Route;
  params: Record<string, string>;
  plan: Plan;
  raw: Buffer;
  cookies: Record<string, string>;
  session?: Session;
  token?: string;
  worldId: string;
  world: World;
  query: Obj;
  body?: unknown;
  form?: FormData;
}

/** A stage answers (a Response) or hands the call on (undefined). */
type Stage<C> = (c: C) => Response | undefined | Promise<Response | undefined>;

async function run<C>(stages: Stage<C>[], c: C): Promise<Response | undefined> {
  for (const stage of stages) {
    let out = stage(c);
    if (out instanceof Promise) out = await out;
    if (out) return out;
  }
  return undefined;
}

export function createMock(options: MockOptions = {}): MockCore {
  const { spec = DEFAULT_SPEC, upstream, log = false } = options;
  // eslint-disable-next-line no-console -- the lines are for the person running the mock (SMS codes)
  const say = options.say ?? ((line: string) => console.log(line));
  if (typeof spec === 'string' && !existsSync(spec)) {
    throw new Error(`找不到规格文件 ${spec}：先运行 pnpm spec 生成 spec/dist/openapi.json`);
  }
  const text = typeof spec === 'string' ? readFileSync(spec, 'utf8') : JSON.stringify(spec);
  // The spec's example pictures live on a host that does not exist: the mock serves them itself.
  const doc = JSON.parse(upstream ? text : text.split(EXAMPLE_HOST).join(ASSETS)) as OpenApiDoc;
  const routes = routesOf(doc);
  const match = routeMatcher(routes);
  const model = buildModel(doc, routes);
  const validator = new Validator(doc);
  const sessions = new Sessions();
  /** Portal signatures already accepted (a signed entry link works once). */
  const usedSigns = new Set<string>();
  const portalSecret = options.portalSecret ?? PORTAL_SECRET_DEFAULT;
  const examplesToday = String((doc['x-mock-clock'] as Obj | undefined)?.examplesToday ?? '2026-11-23');
  const today = options.today ?? examplesToday;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today)))
    throw new Error(`--today 应为 YYYY-MM-DD 格式的日期：${today}`);
  const seedWorld = new SeedWorld(
    model.seeds,
    options.scale ?? 1,
    options.seed ?? 1,
    { today, examplesToday },
    model.events,
  );
  /** Now on the mock's clock: its today, at the real time of day. */
  const clockNow = () => {
    const real = new Date();
    const beijingDay = new Date(real.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    return new Date(real.getTime() + (Date.parse(today) - Date.parse(beijingDay)));
  };
  const store = options.dataDir ? new DataDir(options.dataDir, say) : undefined;
  if (options.record && !upstream) throw new Error('--record 只用于代理模式：同时给出 --upstream <真实后端地址>');
  const recorder = options.record
    ? new Recorder(options.record, model, (entity) => seedWorld.keyOf(entity))
    : undefined;
  const worlds = new Worlds(
    seedWorld,
    {
      maxWorlds: options.maxWorlds ?? DEFAULT_CAPS.maxWorlds,
      idleMs: options.worldIdleMs ?? DEFAULT_CAPS.idleMs,
      journal: {
        size: options.journalSize ?? DEFAULT_CAPS.journal.size,
        bytes: options.journalBytes ?? DEFAULT_CAPS.journal.bytes,
      },
      uploadBytes: options.maxUploadBytes ?? DEFAULT_CAPS.uploadBytes,
    },
    {
      say,
      dropped: (id) => {
        sessions.forgetWorld(id);
        store?.remove(id);
      },
      reset: (id) => sessions.forgetPasswords(id),
    },
  );
  const worldOf = (id = MAIN) => worlds.open(id);
  const examples = new Map<string, Map<string, unknown>>();
  const examplesFor = (route: Route) => {
    let e = examples.get(route.op.operationId);
    if (!e) {
      e = examplesOf(doc, route.op.responses?.['200']);
      examples.set(route.op.operationId, e);
    }
    return e;
  };
  const violations: Violation[] = [];
  const findings: Finding[] = [];
  const examplesOnly = [...model.plans.values()]
    .filter((p) => p.role === 'examples')
    .map((p) => ({ operationId: p.op.operationId, why: p.why ?? '' }));

  const allowOrigin = (origin: string | undefined) => {
    if (!origin) return undefined;
    if (options.cors === '*') return origin;
    if (Array.isArray(options.cors)) return options.cors.includes(origin) ? origin : undefined;
    return loopback.test(origin) ? origin : undefined;
  };

  const failureExample = (route: Route | undefined, status: string): unknown => {
    const r = route?.op.responses?.[status] ?? route?.op.responses?.default;
    return (
      examplesOf(doc, r).values().next().value ?? {
        code: Number(status) || 500,
        msg: '服务繁忙，请稍后再试',
        data: null,
      }
    );
  };

  /** Row schemas by entity (the item schema of the entity's list answer), built on first use. */
  const rowSchemas = new Map<string, Obj>();
  /** The tables a world may hold: the seed's entities and the mock's own (`__menuPowers`). */
  const entities = new Set(seedWorld.entities());
  const knownTable = (name: string) => entities.has(name) || name.startsWith('__');
  /** Why a row does not fit its entity: a field the row schema declares holding a value of another JSON type. */
  const rowTypes = new Map<string, Map<string, string[]>>();
  const typesOf = (entity: string) => {
    let types = rowTypes.get(entity);
    if (!types) {
      const props = (rowSchemaOf(entity).properties as Obj | undefined) ?? {};
      types = new Map(
        Object.entries(props).map(([k, p]) => [k, [flatten(doc, p).type ?? []].flat().map(String)] as const),
      );
      rowTypes.set(entity, types);
    }
    return types;
  };
  const rowProblem = (entity: string, row: Obj): string | undefined => {
    if (!entities.has(entity)) return undefined;
    const types = typesOf(entity);
    for (const [k, v] of Object.entries(row)) {
      const declared = types.get(k);
      if (v === null || v === undefined || !declared?.length) continue;
      const actual = Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;
      const fits = declared.some((t) => t === actual || (t === 'number' && actual === 'integer'));
      if (!fits) return `的字段 ${k} 应为 ${declared.join('/')}，却是 ${actual}`;
    }
    return undefined;
  };
  const problemsOf = (snapshot: unknown) => snapshotProblems(snapshot, knownTable, rowProblem);
  if (options.world) {
    const problems = problemsOf(options.world);
    if (problems.length) throw new Error(`世界快照无法载入：${problems.slice(0, 5).join('；')}`);
    worldOf(MAIN).restore(options.world);
  }
  if (store) {
    let n = 0;
    for (const saved of store.load()) {
      const problems = problemsOf(saved.snapshot);
      if (problems.length) {
        say(`数据目录里的世界 ${saved.id} 无法载入，已跳过：${problems.slice(0, 3).join('；')}`);
        continue;
      }
      const w = worldOf(saved.id);
      w.restore(saved.snapshot);
      for (const f of saved.files) worlds.addFile(w, f);
      store.loaded(w);
      n += 1;
    }
    if (n) say(`从数据目录 ${store.dir} 载入 ${n} 个世界`);
  }
  const saver = store ? setInterval(() => store.flush(worlds.values()), options.saveEveryMs ?? 500).unref() : undefined;

  const trusted = (origin: string) =>
    loopback.test(origin) || (Array.isArray(options.cors) && options.cors.includes(origin));
  const control = controlSurface({
    routes,
    model,
    examplesOnly,
    sessions,
    seedWorld,
    worlds,
    trusted,
    adminToken: options.adminToken || undefined,
    snapshotProblems: problemsOf,
    rowProblem,
    findings: { findings, violations },
  });

  /**
   * Who is calling, and in which world: the bearer token's session (for a file, also a token in a cookie: an
   * `<img>` sends cookies, not headers); the world named by X-Mock-World or the mock_world cookie, else the
   * session's. A token used with another world's name is `foreign`: refused on secured calls, ignored on others.
   */
  /**
   * Who is calling, and in which world: the bearer token's session (for a file, also a token in a cookie: an
   * `<img>` sends cookies, not headers); the world named by X-Mock-World or the mock_world cookie, else the
   * session's. A token used with another world's name is `foreign`: refused on secured calls, ignored on others.
   */
  const whoCalls = (headers: Headers, cookies: Record<string, string>, cookieToken: boolean) => {
    let token = bearer(headers.get('authorization') ?? undefined);
    let session = sessions.get(token);
    if (!session && cookieToken) {
      for (const value of Object.values(cookies)) {
        session = sessions.get(value);
        if (session) {
          token = value;
          break;
        }
      }
    }
    const named = headers.get('x-mock-world') || cookies.mock_world || undefined;
    const foreign = Boolean(session && named && named !== session.world);
    return { token, session, foreign, worldId: named ?? session?.world ?? MAIN, named };
  };

  /** The methods a path answers to (405 with Allow when it is called with another). */
  const methodsOf = (pathname: string) =>
    [
      ...new Set(
        routes.filter((r) => (r.templated ? r.regex.test(pathname) : r.path === pathname)).map((r) => r.method),
      ),
    ].sort();

  // ── Stages before routing ──────────────────────────────────────────────────────────────────────────────────────

  /** A preflight is answered for an allowed origin (the CORS headers themselves are added to every answer). */
  const preflight: Stage<Call> = ({ method, origin, request }) => {
    if (method !== 'OPTIONS') return undefined;
    if (!origin) return envelope(403, '跨域来源不被允许');
    return answer(204, null, {
      'access-control-allow-methods': 'GET,POST,PUT,DELETE,PATCH,OPTIONS',
      'access-control-allow-headers': request.headers.get('access-control-request-headers') || '*',
    });
  };

  const path: Stage<Call> = (c) => {
    const pathname = decoded(c.url.pathname);
    if (pathname === undefined) return envelope(400, `请求路径中的转义不合法：${c.url.pathname}`);
    c.pathname = pathname;
    return undefined;
  };

  /** The control surface; in proxy mode only its findings (the worlds are the real back-end's). */
  const controlStage: Stage<Call> = ({ pathname, request, url }) =>
    pathname.startsWith('/__mock') && (!upstream || /^\/__mock\/findings\/?$/.test(pathname))
      ? control(request, url)
      : undefined;

  /** Demo pictures and uploaded files (mock mode only). */
  const assets: Stage<Call> = ({ method, pathname, request }) => {
    if (upstream || method !== 'GET') return undefined;
    const assetPath = pathname.replace(/^\/api/, '');
    const image = panoramaImage(assetPath);
    if (image) return answer(200, image, SVG_HEADERS);
    const file = /^\/mock-assets\/files\/([\w-]+)/.exec(assetPath);
    if (file) {
      // Only a session of the world it was uploaded in sees a file; any other caller learns nothing about it.
      const caller = whoCalls(request.headers, cookiesOf(request.headers.get('cookie')), true);
      if (!caller.session) return envelope(401, '请先登录：上传的文件只对上传它的世界的会话可见');
      const stored = caller.foreign ? undefined : worlds.get(caller.session.world)?.files.get(file[1] as string);
      if (!stored) return envelope(404, '文件不存在或已被清除');
      return serveFile(stored);
    }
    if (assetPath.startsWith('/mock-assets/static/')) return answer(200, placeholderImage(assetPath), SVG_HEADERS);
    return undefined;
  };

  /** Routing: an operation of the contract (then its own stages), the proxy in proxy mode, else 405 or 404. */
  const routing: Stage<Call> = (c) => {
    const hit = match(c.method, c.pathname);
    if (upstream)
      return proxy(c.request, {
        upstream,
        hit,
        doc,
        validator,
        timeoutMs: options.upstreamTimeoutMs ?? 10_000,
        limit: hit?.route.multipart ? LIMITS.upload : LIMITS.json,
        strict: Boolean(options.strictRequests),
        report,
        ...(recorder
          ? { answered: (id: string, status: number, json: unknown) => recorder.answer(id, status, json) }
          : {}),
      });
    if (hit) return operation(c, hit.route, hit.params);
    const allow = methodsOf(c.pathname);
    if (allow.length)
      return envelope(405, `接口 ${c.pathname} 不接受 ${c.method}，只接受 ${allow.join('、')}`, {
        allow: allow.join(', '),
      });
    return envelope(404, `接口不存在：${c.method} ${c.pathname}`);
  };

  const front: Stage<Call>[] = [preflight, path, controlStage, assets, routing];

  // ── An operation's stages ──────────────────────────────────────────────────────────────────────────────────────

  /** Limits, then who calls in which world (and the world's journal), then the operation's pipeline. */
  async function operation(c: Call, route: Route, params: Record<string, string>): Promise<Response | undefined> {
    const limit = route.multipart ? LIMITS.upload : LIMITS.json;
    let raw: Buffer;
    try {
      raw = await readBody(c.request, limit);
    } catch (e) {
      if (!(e instanceof TooLarge)) throw e;
      return envelope(413, `请求体过大：${route.multipart ? '上传文件' : '请求体'}不能超过 ${limit / 1024 / 1024} MB`, {
        connection: 'close',
      });
    }
    const headers = c.request.headers;
    const cookies = cookiesOf(headers.get('cookie'));
    const caller = whoCalls(headers, cookies, false);
    if (caller.foreign && route.secured) {
      const s = caller.session as { world: string };
      return envelope(
        401,
        `登录令牌属于世界 ${s.world}，不能用于世界 ${caller.named}（X-Mock-World 或 mock_world Cookie）`,
      );
    }
    // A token of another world on a call that needs none (signing in again) is not used.
    const session = caller.foreign ? undefined : caller.session;
    const token = caller.foreign ? undefined : caller.token;
    if (route.secured && !session) return send(401, failureExample(route, '401'));
    // API-code permission (seed 000 §6, apiCodeList): a call whose code the account is not granted is refused with a
    // business failure, as the console's toast shows it (an HTTP 403 would sign the user out).
    const needs = [route.op['x-api-code'] ?? []].flat();
    const granted = session?.account.apiCodes;
    if (needs.length && granted && !needs.some((code) => granted.includes(code)))
      return send(200, { code: 403, msg: `没有该操作的权限（${needs.join(' 或 ')}）`, data: null });
    // The world: the X-Mock-World header (or the mock_world cookie a browser test sets), else the session's.
    const world = worldOf(caller.worldId);
    world.receive({
      operation: route.op.operationId,
      method: c.method,
      path: c.pathname,
      query: c.url.search,
      contentType: headers.get('content-type') ?? '',
      body: raw,
    });
    const query: Obj = {};
    for (const key of new Set(c.url.searchParams.keys())) {
      const all = c.url.searchParams.getAll(key);
      query[key] = all.length === 1 ? all[0] : all;
    }
    const op: OpCall = {
      ...c,
      route,
      params,
      plan: model.plans.get(route.op.operationId) as Plan,
      raw,
      cookies,
      session,
      token,
      worldId: caller.worldId,
      world,
      query,
    };
    return run(operationStages, op);
  }

  /** A failure, a delay or a stub QA asked this world for (POST /__mock/worlds/<id>/faults). */
  const faults: Stage<OpCall> = async ({ world, route, pathname, url, request, raw }) => {
    const fault = world.takeFault(
      route.op.operationId,
      pathname,
      inputOf({ query: url.search, contentType: request.headers.get('content-type') ?? '', body: raw }),
    );
    if (!fault) return undefined;
    if (fault.delayMs !== undefined) await sleep(delayOf(fault.delayMs));
    if (fault.network) return networkFailure(fault.network, examplesFor(route).values().next().value);
    if (onlyDelay(fault)) return undefined;
    const status = fault.status ?? 200;
    if (fault.data !== undefined)
      return send(status, { code: fault.code ?? 0, msg: fault.msg ?? '操作成功', data: fault.data });
    if (status !== 200 && fault.msg === undefined) return send(status, failureExample(route, String(status)));
    const msg = fault.msg ?? ((failureExample(route, 'default') as Obj).msg as string);
    return send(status, { code: fault.code ?? (status === 200 ? 500 : status), msg, data: null });
  };

  /** Prefer: code=NNN (that answer), example=NAME (that example), envelope=NNN[, msg=…] (business failure, HTTP 200). */
  const prefer: Stage<OpCall> = ({ request, route }) => {
    const header = request.headers.get('prefer');
    if (!header) return undefined;
    const p = parsePrefer(header);
    if (p.code && p.code !== '200') return send(Number(p.code) || 500, failureExample(route, p.code));
    if (p.envelope) {
      const code = Number(p.envelope) || 500;
      const msg = p.msg ? decoded(p.msg) : ((failureExample(route, 'default') as Obj).msg as string);
      if (msg === undefined)
        return envelope(400, 'Prefer 的 msg 应为 URL 编码的文字（encodeURIComponent），其中的转义不合法');
      return send(200, { code, msg, data: null });
    }
    if (p.example) {
      const ex = examplesFor(route).get(p.example) ?? examplesOf(doc, route.op.responses?.default).get(p.example);
      if (ex === undefined) return envelope(404, `接口 ${route.op.operationId} 没有名为 ${p.example} 的示例`);
      return send(200, ex);
    }
    return undefined;
  };

  /** The body read by its type (JSON, a form, multipart), within the shape limits. */
  const parse: Stage<OpCall> = async (c) => {
    const { raw, route } = c;
    const type = c.request.headers.get('content-type') ?? '';
    if (raw.length) {
      if (/json/.test(type)) {
        try {
          c.body = JSON.parse(raw.toString('utf8'));
        } catch {
          return envelope(
            400,
            '请求体不是合法的 JSON',
            {},
            {
              violations: [{ in: 'body', field: '', message: '不是合法的 JSON', rule: 'json' }],
            },
          );
        }
        const problem = shapeProblem(c.body);
        if (problem) return send(400, shapeRefusal(problem));
      } else if (/x-www-form-urlencoded/.test(type)) {
        c.body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
        const problem = shapeProblem(c.body);
        if (problem) return send(400, shapeRefusal(problem));
      } else if (/multipart\/form-data/.test(type)) {
        try {
          c.form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
        } catch {
          return envelope(400, '无法解析 multipart/form-data 请求体');
        }
      } else c.body = raw.toString('utf8');
    }
    if (c.form)
      for (const [k, v] of c.form)
        if (typeof v === 'string' && v.length > LIMITS.string)
          return send(
            400,
            shapeRefusal({ rule: 'string', field: k, message: `字符串不能超过 ${LIMITS.string} 个字符` }),
          );
    if (route.multipart && !c.form)
      return envelope(
        400,
        '请以 multipart/form-data 上传文件（字段 file）',
        {},
        {
          violations: [{ in: 'body', field: 'file', message: '必填，不能缺少', rule: 'required' }],
        },
      );
    return undefined;
  };

  /** The request, validated by the contract (the violations also in X-Mock-Violations). */
  const validation: Stage<OpCall> = ({ route, query, params, body, raw }) => {
    if (route.multipart) return undefined;
    const found = validator.check(route.op, { query, path: params, body, hasBody: raw.length > 0 });
    if (!found.length) return undefined;
    return envelope(400, describe(found), { 'x-mock-violations': asciiJson(found) }, { violations: found });
  };

  /** The world's answer: the session's calls, examples mode, exports, uploads, then the plan's role. */
  const worldAnswer: Stage<OpCall> = async (c) => {
    const { route, plan, world, session, form } = c;
    const input: Obj = { ...c.query, ...c.params, ...(isObj(c.body) ? c.body : {}) };
    if (form) for (const [k, v] of form) if (typeof v === 'string') input[k] = v;
    const exs = examplesFor(route);
    const example = exs.get('default') ?? exs.values().next().value;
    const ctx: engine.Ctx = { world, input, example, user: session ? callerOf(session) : undefined, now: clockNow() };

    const answerSession = sessionCall(route.op.operationId, {
      sessions,
      world: c.worldId,
      data: world,
      input,
      session,
      token: c.token,
      examples: exs,
      say,
      portal: { secret: portalSecret, now: new Date(), used: usedSigns },
    });
    if (answerSession) return send(answerSession.status, answerSession.body);

    // X-Mock-Mode: examples answers every call from its examples, as a plain example server does (sessions, files and
    // validation still work): for screens and tests that want fixed data rather than a world that changes.
    const examplesMode = (c.request.headers.get('x-mock-mode') || c.cookies.mock_mode) === 'examples';
    if (examplesMode && plan.role !== 'export' && plan.role !== 'upload')
      return send(200, example ?? { code: 0, msg: '操作成功', data: null });

    if (plan.role === 'export') {
      const rows = plan.entity
        ? examplesMode
          ? (model.seeds.get(plan.entity)?.rows ?? [])
          : engine.select(plan, ctx)
        : [];
      const item = plan.entity ? rowSchemaOf(plan.entity) : {};
      const file = await buildFile(doc, route, rows, item);
      return answer(200, file.bytes, {
        'content-type': file.type,
        'content-length': String(file.bytes.length),
        'content-disposition': `attachment; filename="${encodeURIComponent(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      });
    }
    if (plan.role === 'upload') {
      if (examplesMode) return send(200, example ?? { code: 0, msg: '上传成功', data: null });
      const out = await upload(uploadDeps, plan, ctx, form as FormData);
      return send(out.status, out.body);
    }

    const roles = {
      list: engine.list,
      detail: engine.detail,
      create: engine.create,
      update: engine.update,
      delete: engine.remove,
      action: engine.action,
      stats: engine.stats,
      options: engine.options,
      aggregate: engine.aggregate,
    };
    const byRole = Object.hasOwn(roles, plan.role) ? roles[plan.role as keyof typeof roles] : undefined;
    const out = byRole ? byRole(plan, ctx) : { status: 200, body: example ?? { code: 0, msg: '操作成功', data: null } };
    return send(out.status, out.body);
  };

  const operationStages: Stage<OpCall>[] = [faults, prefer, parse, validation, worldAnswer];

  function rowSchemaOf(entity: string): Obj {
    let s = rowSchemas.get(entity);
    if (!s) {
      const list = [...model.entityOfList].find(([, e]) => e === entity)?.[0];
      const route = routes.find((r) => r.op.operationId === list);
      const data = route
        ? flatten(doc, (flatten(doc, jsonMedia(doc, route.op.responses?.['200'])?.schema).properties as Obj)?.data)
        : {};
      const items = (data.properties as Obj | undefined)?.list
        ? flatten(doc, (data.properties as Obj).list).items
        : data.items;
      s = flatten(doc, items);
      rowSchemas.set(entity, s);
    }
    return s;
  }
  const uploadDeps = {
    doc,
    rowSchemaOf,
    addFile: (w: World, f: Parameters<Worlds['addFile']>[1]) => worlds.addFile(w, f),
  };

  function report(f: Finding | Violation, kind: 'finding' | 'violation') {
    if (kind === 'finding') {
      findings.push(f as Finding);
      options.onFinding?.(f as Finding);
    } else {
      violations.push(f as Violation);
      options.onViolation?.(f as Violation);
    }
  }

  /** The whole pipeline; every answer carries nosniff and, for an allowed origin, the CORS headers. */
  async function serve(request: Request): Promise<Response> {
    const started = log ? performance.now() : 0;
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const origin = allowOrigin(request.headers.get('origin') ?? undefined);
    let response: Response;
    try {
      response = (await run(front, { request, method, url, pathname: url.pathname, origin })) ?? envelope(404, '');
    } catch (error) {
      response = envelope(500, `Mock 内部错误：${(error as Error)?.message ?? String(error)}`);
    }
    const headers = response.headers;
    // What the answer sets itself wins (a proxied answer's own headers), as Node's writeHead over setHeader did.
    const add = (k: string, v: string) => {
      if (!headers.has(k)) headers.set(k, v);
    };
    // No answer of the mock is ever sniffed into another type by a browser.
    add('x-content-type-options', 'nosniff');
    if (origin) {
      add('access-control-allow-origin', origin);
      add('vary', 'Origin');
      add('access-control-allow-credentials', 'true');
      add('access-control-expose-headers', 'Content-Disposition, X-Mock-Violations');
    }
    if (log)
      say(`${method} ${url.pathname}${url.search} → ${response.status} ${Math.round(performance.now() - started)} ms`);
    return response;
  }

  async function inProcess(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request =
      input instanceof Request && init === undefined
        ? input
        : new Request(typeof input === 'string' ? new URL(input, IN_PROCESS) : input, init);
    const signal = request.signal;
    signal.throwIfAborted();
    const response = await new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      serve(request)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', abort));
    });
    return realise(request, response);
  }

  return {
    handle: async (request: Request) => withBody(await serve(request)),
    serve,
    fetch: inProcess,
    operations: routes.length,
    today,
    violations,
    findings,
    examplesOnly,
    partial: [...model.plans.values()]
      .filter((p) => p.fromExample?.length)
      .map((p) => ({ operationId: p.op.operationId, fields: p.fromExample as string[] })),
    world: (id?: string) => worldOf(id),
    model,
    checkAnswer: (operationId, body, status = 200) => {
      const route = model.plans.get(operationId)?.route;
      if (!route) throw new Error(`没有这个调用：${operationId}`);
      return validator.checkResponse(route.op, status, body);
    },
    usage: () => worlds.usage(),
    close: async () => {
      if (saver) clearInterval(saver);
      store?.flush(worlds.values());
      recorder?.flush();
    },
  };
}

/**
 * An answer as `fetch` gives it: a network fault QA asked for rejects (reset, empty) or breaks the body off
 * (truncated), as undici does when a connection is cut; a HEAD answer has no body.
 */
function realise(request: Request, response: Response): Response {
  const network = wireOf(response)?.network;
  if (network === 'reset' || network === 'empty') throw fetchFailed(network);
  if (network === 'truncated') {
    const bytes = new Uint8Array(wireBytes(response));
    const half = bytes.subarray(0, Math.floor(bytes.length / 2));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(half);
        controller.error(new TypeError('terminated', { cause: networkError('truncated') }));
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  }
  if (request.method === 'HEAD') return response.body ? new Response(null, response) : response;
  return withBody(response);
}

const wireBytes = (response: Response): Uint8Array => {
  const body = wireOf(response)?.body ?? '';
  return typeof body === 'string' ? Buffer.from(body) : body;
};

const NETWORK_MESSAGES: Record<NetworkFault, [string, string]> = {
  reset: ['ECONNRESET', '连接被重置（Mock 故障 network: reset）'],
  empty: ['UND_ERR_SOCKET', '连接关闭，没有应答（Mock 故障 network: empty）'],
  truncated: ['UND_ERR_SOCKET', '应答写到一半连接断开（Mock 故障 network: truncated）'],
};
function networkError(how: NetworkFault): Error {
  const [code, message] = NETWORK_MESSAGES[how];
  return Object.assign(new Error(message), { code, fault: how });
}
const fetchFailed = (how: NetworkFault) => new TypeError('fetch failed', { cause: networkError(how) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A fault's wait: fixed, or uniform in `[min, max]`; capped at two minutes so a typo cannot hang a test run. */
function delayOf(d: number | [number, number]): number {
  const [min, max] = Array.isArray(d) ? d : [d, d];
  return Math.min(120_000, Math.max(0, min + Math.random() * Math.max(0, max - min)));
}
/** A fault that only slows its call (the world answers after the wait). */
const onlyDelay = (f: Fault) =>
  f.status === undefined && f.code === undefined && f.msg === undefined && f.data === undefined;
