// The mock back-end: a back-end double derived from the contract. Requests are validated by the spec; each operation
// is answered by its role (list, detail, create, update, delete, action, export, upload, session) from a world that
// changes; operations with no model answer their examples. `Prefer` picks other examples and codes on every call.
// With `upstream`, it forwards every call byte for byte and reports every answer that breaks the contract.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { Sessions, bearer, callerOf } from './accounts.js';
import * as engine from './engine.js';
import { buildFile, fieldsOf, isSpreadsheet, placeholderImage, readSheet } from './files.js';
import { buildModel, type Model, type Plan } from './model.js';
import { panoramaImage } from './panorama.js';
import { controlSurface } from './control.js';
import { TooLarge, cookiesOf, decoded, loopback, parsePrefer, rawEnvelope, readBody, send } from './http.js';
import { LIMITS, shapeProblem, shapeRefusal } from './limits.js';
import { proxy, type Finding, type Violation } from './proxy.js';
import { DEFAULT_SPEC } from './spec-file.js';
import { sessionCall } from './session.js';
import { PORTAL_SECRET_DEFAULT } from './portal-sign.js';
import {
  type OpenApiDoc,
  type Obj,
  type Route,
  deref,
  examplesOf,
  flatten,
  isObj,
  routeMatcher,
  routesOf,
  jsonMedia,
} from './spec.js';
import { Validator, describe, type Violation as RequestViolation } from './validate.js';
import { fileIdLike, fileUrl, serveFile, storedFile } from './uploads.js';
import { DataDir } from './store.js';
import { SeedWorld, inputOf, type Fault, type World, type WorldSnapshot } from './world.js';
import { DEFAULT_CAPS, MAIN, Worlds, snapshotProblems } from './worlds.js';
import { Recorder } from './record.js';

export { routesOf, deref, examplesOf };
export { buildModel, keyOf, NOT_FILTERS } from './model.js';
export { ACCOUNTS, type Account } from './accounts.js';
export { parseExceptions, type InvariantException } from './exceptions.js';
export type { Model, Plan, Filter, Paging, Effect } from './model.js';
export type { XMock, Role } from './spec.js';
export { PORTAL_SECRET_DEFAULT, PORTAL_SIGN_MAX_AGE_S, portalSign, portalSignString } from './portal-sign.js';
export type { Finding, Violation } from './proxy.js';
export type { Fault, Received } from './world.js';
export { LIMITS } from './limits.js';
export { DEFAULT_CAPS } from './worlds.js';
export type { Violation as RequestViolation } from './validate.js';
export { startPrism, prismArgs, prismVersion, type PrismOptions, type PrismServer } from './prism.js';

export { DEFAULT_SPEC } from './spec-file.js';
/** The example host of the spec's pictures, served by the mock under /mock-assets/static/. */
const EXAMPLE_HOST = 'https://static.example.invalid/';
const ASSETS = '/api/mock-assets/static/';
/** The mock's own pictures: SVG it draws itself, never scripted even when opened on their own. */
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

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

export interface MockServer {
  url: string;
  port: number;
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
  close(): Promise<void>;
}

export async function startMock(options: MockOptions = {}): Promise<MockServer> {
  const { port = 0, host = '127.0.0.1', spec = DEFAULT_SPEC, upstream, log = false } = options;
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
  const whoCalls = (req: IncomingMessage, cookies: Record<string, string>, cookieToken: boolean) => {
    let token = bearer(req.headers.authorization);
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
    const named = String(req.headers['x-mock-world'] ?? '') || cookies.mock_world || undefined;
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

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = allowOrigin(req.headers.origin);
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, X-Mock-Violations');
    }
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      if (!origin) return send(res, 403, { code: 403, msg: '跨域来源不被允许', data: null });
      res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,PATCH,OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] || '*');
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://mock.local');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, { code: 400, msg: `请求路径中的转义不合法：${url.pathname}`, data: null });
    }
    // The control surface; in proxy mode only its findings (the worlds are the real back-end's).
    if (pathname.startsWith('/__mock') && (!upstream || /^\/__mock\/findings\/?$/.test(pathname)))
      return control(req, res, url);

    // Demo pictures (mock mode only).
    if (!upstream && method === 'GET') {
      const assetPath = pathname.replace(/^\/api/, '');
      const image = panoramaImage(assetPath);
      if (image) {
        res.writeHead(200, SVG_HEADERS);
        res.end(image);
        return;
      }
      const file = /^\/mock-assets\/files\/([\w-]+)/.exec(assetPath);
      if (file) {
        // Only a session of the world it was uploaded in sees a file; any other caller learns nothing about it.
        const caller = whoCalls(req, cookiesOf(req.headers.cookie), true);
        if (!caller.session)
          return send(res, 401, { code: 401, msg: '请先登录：上传的文件只对上传它的世界的会话可见', data: null });
        const stored = caller.foreign ? undefined : worlds.get(caller.session.world)?.files.get(file[1] as string);
        if (!stored) return send(res, 404, { code: 404, msg: '文件不存在或已被清除', data: null });
        return serveFile(res, stored);
      }
      if (assetPath.startsWith('/mock-assets/static/')) {
        res.writeHead(200, SVG_HEADERS);
        res.end(placeholderImage(assetPath));
        return;
      }
    }

    const hit = match(method, pathname);
    if (upstream)
      return proxy(req, res, {
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
    if (!hit) {
      const allow = methodsOf(pathname);
      if (allow.length)
        return send(
          res,
          405,
          { code: 405, msg: `接口 ${pathname} 不接受 ${method}，只接受 ${allow.join('、')}`, data: null },
          { allow: allow.join(', ') },
        );
      return send(res, 404, { code: 404, msg: `接口不存在：${method} ${pathname}`, data: null });
    }
    const { route, params } = hit;
    const plan = model.plans.get(route.op.operationId) as Plan;

    let raw: Buffer;
    try {
      raw = await readBody(req, route.multipart ? LIMITS.upload : LIMITS.json);
    } catch (e) {
      if (e instanceof TooLarge) {
        const limit = `${(route.multipart ? LIMITS.upload : LIMITS.json) / 1024 / 1024} MB`;
        return send(
          res,
          413,
          { code: 413, msg: `请求体过大：${route.multipart ? '上传文件' : '请求体'}不能超过 ${limit}`, data: null },
          { connection: 'close' },
        );
      }
      throw e;
    }

    // Who is calling, and in which world.
    const cookies = cookiesOf(req.headers.cookie);
    const caller = whoCalls(req, cookies, false);
    if (caller.foreign && route.secured) {
      const s = caller.session as { world: string };
      return send(res, 401, {
        code: 401,
        msg: `登录令牌属于世界 ${s.world}，不能用于世界 ${caller.named}（X-Mock-World 或 mock_world Cookie）`,
        data: null,
      });
    }
    // A token of another world on a call that needs none (signing in again) is not used.
    const session = caller.foreign ? undefined : caller.session;
    const token = caller.foreign ? undefined : caller.token;
    if (route.secured && !session) return send(res, 401, failureExample(route, '401'));
    // API-code permission (seed 000 §6, apiCodeList): a call whose code the account is not granted is refused with a
    // business failure, as the console's toast shows it (an HTTP 403 would sign the user out).
    const needs = [route.op['x-api-code'] ?? []].flat();
    const granted = session?.account.apiCodes;
    if (needs.length && granted && !needs.some((code) => granted.includes(code)))
      return send(res, 200, { code: 403, msg: `没有该操作的权限（${needs.join(' 或 ')}）`, data: null });
    // The world: the X-Mock-World header (or the mock_world cookie a browser test sets), else the session's.
    const worldId = caller.worldId;
    const world = worldOf(worldId);
    world.receive({
      operation: route.op.operationId,
      method,
      path: pathname,
      query: url.search,
      contentType: String(req.headers['content-type'] ?? ''),
      body: raw,
    });

    // A failure, a delay or a stub QA asked this world for (POST /__mock/worlds/<id>/faults).
    const fault = world.takeFault(
      route.op.operationId,
      pathname,
      inputOf({ query: url.search, contentType: String(req.headers['content-type'] ?? ''), body: raw }),
    );
    if (fault?.delayMs !== undefined) await sleep(delayOf(fault.delayMs));
    if (fault?.network) return cut(req, res, fault.network, examplesFor(route).values().next().value);
    if (fault && !onlyDelay(fault)) {
      const status = fault.status ?? 200;
      if (fault.data !== undefined) {
        return send(res, status, { code: fault.code ?? 0, msg: fault.msg ?? '操作成功', data: fault.data });
      }
      if (status !== 200 && fault.msg === undefined) return send(res, status, failureExample(route, String(status)));
      const msg = fault.msg ?? ((failureExample(route, 'default') as Obj).msg as string);
      return send(res, status, { code: fault.code ?? (status === 200 ? 500 : status), msg, data: null });
    }

    // Prefer: code=NNN (that answer), example=NAME (that example), envelope=NNN[, msg=…] (business failure, HTTP 200).
    const prefer = parsePrefer(req.headers.prefer);
    if (prefer.code && prefer.code !== '200') {
      return send(res, Number(prefer.code) || 500, failureExample(route, prefer.code));
    }
    if (prefer.envelope) {
      const code = Number(prefer.envelope) || 500;
      const msg = prefer.msg ? decoded(prefer.msg) : ((failureExample(route, 'default') as Obj).msg as string);
      if (msg === undefined)
        return send(res, 400, {
          code: 400,
          msg: 'Prefer 的 msg 应为 URL 编码的文字（encodeURIComponent），其中的转义不合法',
          data: null,
        });
      return send(res, 200, { code, msg, data: null });
    }
    if (prefer.example) {
      const ex =
        examplesFor(route).get(prefer.example) ?? examplesOf(doc, route.op.responses?.default).get(prefer.example);
      if (ex === undefined) {
        return send(res, 404, {
          code: 404,
          msg: `接口 ${route.op.operationId} 没有名为 ${prefer.example} 的示例`,
          data: null,
        });
      }
      return send(res, 200, ex);
    }

    // The request, validated by the contract.
    const query: Obj = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      query[key] = all.length === 1 ? all[0] : all;
    }
    const type = String(req.headers['content-type'] ?? '');
    let body: unknown;
    let form: FormData | undefined;
    if (raw.length) {
      if (/json/.test(type)) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          return send(res, 400, {
            code: 400,
            msg: '请求体不是合法的 JSON',
            data: null,
            violations: [{ in: 'body', field: '', message: '不是合法的 JSON', rule: 'json' }],
          });
        }
        const problem = shapeProblem(body);
        if (problem) return send(res, 400, shapeRefusal(problem));
      } else if (/x-www-form-urlencoded/.test(type)) {
        body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
        const problem = shapeProblem(body);
        if (problem) return send(res, 400, shapeRefusal(problem));
      } else if (/multipart\/form-data/.test(type)) {
        try {
          form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
        } catch {
          return send(res, 400, { code: 400, msg: '无法解析 multipart/form-data 请求体', data: null });
        }
      } else body = raw.toString('utf8');
    }
    if (form) {
      for (const [k, v] of form)
        if (typeof v === 'string' && v.length > LIMITS.string)
          return send(
            res,
            400,
            shapeRefusal({ rule: 'string', field: k, message: `字符串不能超过 ${LIMITS.string} 个字符` }),
          );
    }
    if (route.multipart && !form) {
      return send(res, 400, {
        code: 400,
        msg: '请以 multipart/form-data 上传文件（字段 file）',
        data: null,
        violations: [{ in: 'body', field: 'file', message: '必填，不能缺少', rule: 'required' }],
      });
    }
    const found = route.multipart
      ? []
      : validator.check(route.op, { query, path: params, body, hasBody: raw.length > 0 });
    if (found.length) {
      const header = JSON.stringify(found).replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      return send(
        res,
        400,
        { code: 400, msg: describe(found), data: null, violations: found },
        { 'x-mock-violations': header },
      );
    }

    const input: Obj = { ...query, ...params, ...(isObj(body) ? body : {}) };
    if (form) for (const [k, v] of form) if (typeof v === 'string') input[k] = v;
    const exs = examplesFor(route);
    const example = exs.get('default') ?? exs.values().next().value;
    const ctx: engine.Ctx = {
      world,
      input,
      example,
      user: session ? callerOf(session) : undefined,
      now: clockNow(),
    };

    const answerSession = sessionCall(route.op.operationId, {
      sessions,
      world: worldId,
      data: world,
      input,
      session,
      token,
      examples: exs,
      say,
      portal: { secret: portalSecret, now: new Date(), used: usedSigns },
    });
    if (answerSession) return send(res, answerSession.status, answerSession.body);

    // X-Mock-Mode: examples answers every call from its examples, as a plain example server does (sessions, files and
    // validation still work): for screens and tests that want fixed data rather than a world that changes.
    const examplesMode = (String(req.headers['x-mock-mode'] ?? '') || cookies.mock_mode) === 'examples';
    if (examplesMode && plan.role !== 'export' && plan.role !== 'upload') {
      return send(res, 200, example ?? { code: 0, msg: '操作成功', data: null });
    }

    if (plan.role === 'export') {
      const rows = plan.entity
        ? examplesMode
          ? (model.seeds.get(plan.entity)?.rows ?? [])
          : engine.select(plan, ctx)
        : [];
      const item = plan.entity ? rowSchemaOf(plan.entity) : {};
      const file = await buildFile(doc, route, rows, item);
      res.writeHead(200, {
        'content-type': file.type,
        'content-length': file.bytes.length,
        'content-disposition': `attachment; filename="${encodeURIComponent(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      });
      res.end(file.bytes);
      return;
    }
    if (plan.role === 'upload') {
      if (examplesMode) return send(res, 200, example ?? { code: 0, msg: '上传成功', data: null });
      const answer = await upload(plan, ctx, form as FormData);
      return send(res, answer.status, answer.body);
    }

    const run = {
      list: engine.list,
      detail: engine.detail,
      create: engine.create,
      update: engine.update,
      delete: engine.remove,
      action: engine.action,
      stats: engine.stats,
      options: engine.options,
      aggregate: engine.aggregate,
    }[plan.role as 'list'];
    const answer = run ? run(plan, ctx) : { status: 200, body: example ?? { code: 0, msg: '操作成功', data: null } };
    return send(res, answer.status, answer.body);
  }

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

  /** An upload: a spreadsheet to an import becomes rows; any other file is kept and its URL answered. */
  async function upload(plan: Plan, ctx: engine.Ctx, form: FormData): Promise<engine.Answer> {
    const answer = await uploadBody(plan, ctx, form);
    return isObj(answer) && answer.code === 400 && answer.data === null
      ? { status: 400, body: answer }
      : { status: 200, body: answer };
  }

  async function uploadBody(plan: Plan, ctx: engine.Ctx, form: FormData): Promise<unknown> {
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file)
      return {
        code: 400,
        msg: '请选择要上传的文件（字段 file）',
        data: null,
        violations: [{ in: 'body', field: 'file', message: '必填，不能缺少', rule: 'required' }],
      };
    const bytes = Buffer.from(await file.arrayBuffer());
    const ex = isObj(ctx.example) ? ctx.example : { code: 0, msg: '上传成功', data: null };
    const importing = Boolean(plan.entity) || /import|upload(worker|manager)/i.test(plan.op.operationId);
    if (importing) {
      if (!isSpreadsheet(file.name, bytes)) {
        return { code: 500, msg: `请上传 Excel 表格（.xlsx），“${file.name}”不是表格文件`, data: null };
      }
      if (plan.xmock?.role === 'upload' && plan.entity) {
        const item = rowSchemaOf(plan.entity);
        const sheet = await readSheet(bytes, fieldsOf(doc, item)).catch(() => undefined);
        if (!sheet) return { code: 500, msg: `无法读取表格“${file.name}”：文件已损坏或不是 .xlsx 格式`, data: null };
        if (!sheet.rows.length) return { code: 500, msg: `表格“${file.name}”没有数据行（第 1 行为表头）`, data: null };
        return importRows(
          plan,
          ctx,
          sheet.rows,
          ex,
          (k) => sheet.titles[k] ?? fieldsOf(doc, item).find((f) => f.key === k)?.label ?? k,
        );
      }
      return ex;
    }
    const data = isObj(ex.data) ? { ...ex.data } : ex.data;
    const stored = storedFile(file.name, bytes, fileIdLike(isObj(data) ? data.fileId : undefined));
    worlds.addFile(ctx.world, stored);
    const url = fileUrl(stored);
    if (isObj(data)) {
      for (const k of Object.keys(data)) {
        if (/url|path|src/i.test(k)) data[k] = url;
        if (/name/i.test(k)) data[k] = file.name;
        if (/size/i.test(k)) data[k] = bytes.length;
        if (/^(file_?id|id)$/i.test(k)) data[k] = stored.id;
        if (/^content_?type$/i.test(k)) data[k] = stored.type;
      }
      return { ...ex, data };
    }
    return { ...ex, data: typeof data === 'string' ? url : data };
  }

  /**
   * Rows of an uploaded sheet into the entity (x-mock role upload): each checked, the bad ones named. An entity of
   * upload batches (rows with a batch_id: helmet and roster uploads) keeps every row with its check result, to be
   * confirmed later; any other import adds only the rows that pass and answers its counts in the example's fields.
   */
  function importRows(
    plan: Plan,
    ctx: engine.Ctx,
    rows: { line: number; values: Obj }[],
    ex: Obj,
    title: (key: string) => string,
  ): unknown {
    const entity = plan.entity as string;
    const table = ctx.world.table(entity);
    const template = table[0] ?? {};
    const batched = 'batch_id' in template;
    // A batch number of today's that no row of the table has yet (the examples hold batches of their own days).
    const day = engine.stamp(ctx.now).replace(/\D/g, '').slice(0, 8);
    const taken = new Set(ctx.world.rows(entity).map((r) => String(r.batch_id)));
    let batch = '';
    if (batched)
      do batch = `B${day}${String(ctx.world.nextKey(`${entity}#batch`) % 1000).padStart(3, '0')}`;
      while (taken.has(batch));
    const required = plan.xmock?.required ?? ['name'];
    const errors: { row: number; msg: string }[] = [];
    const key = ctx.world.seed.keyOf(entity);
    const item = rowSchemaOf(entity);
    const fields = ctx.world.seed.fieldsOf(entity);
    const added: Obj[] = [];
    for (const { line, values } of rows) {
      const bad: string[] = [];
      // A coded column (隐患等级：1 一般隐患…) takes the code or its name, as the template's users write it; a number
      // column a number (a form field arrives as text).
      const coerce = (o: Obj, report: boolean) => {
        for (const [k, v] of Object.entries(o)) {
          const schema = flatten(doc, (item.properties as Obj | undefined)?.[k]);
          const type = ([] as unknown[]).concat(schema.type ?? []);
          if (typeof v !== 'string' || v === '' || !(type.includes('integer') || type.includes('number'))) continue;
          if (Number.isFinite(Number(v))) {
            o[k] = Number(v);
            continue;
          }
          const codes = [...String(schema.description ?? '').matchAll(/(\d+)\s*([^\d，,；;：:\s]+)/g)];
          const hit = codes.find(([, , name]) => name === v);
          if (hit) o[k] = Number(hit[1]);
          else if (report)
            bad.push(
              `${title(k)}“${v}”不存在${codes.length ? `，应为${codes.map(([, , name]) => name).join('、')}` : ''}`,
            );
        }
      };
      coerce(values, true);
      // `set` may read the row's own columns (`$row.troubleLevel`) and the form's fields (`$input.categoryId`).
      const set = Object.fromEntries(
        Object.entries(plan.xmock?.set ?? {}).map(([k, v]) => [k, engine.resolve(v, ctx, values)]),
      );
      coerce(set, false);
      // An empty cell leaves what the form gave (the template's 所属分类 ID column left empty, 导入到分类 chosen).
      const merged: Obj = { ...set, ...values };
      for (const [k, v] of Object.entries(set)) if (merged[k] === '' && v !== undefined && v !== null) merged[k] = v;
      const missing = required.filter((f) => merged[f] === undefined || merged[f] === null || merged[f] === '');
      bad.unshift(...missing.map((f) => `${title(f)}不能为空`));
      if (values.id_card && !/^\d{17}[\dXx]$|^\d{15}$/.test(String(values.id_card))) bad.push('身份证号格式错误');
      if (values.mobile && !/^1[3-9]\d{9}$/.test(String(values.mobile))) bad.push('手机号格式错误');
      if (bad.length) errors.push({ row: line, msg: bad.join('；') });
      if (bad.length && !batched) continue;
      // A batch row waits for its confirmation with what the sheet gave; an imported row is a whole record, its
      // other fields what a back end stores for them (as a create does) and its names those of the ids it holds.
      const row: Obj = Object.fromEntries(
        Object.keys(template).map((k) => [k, batched ? null : engine.initial(fields[k], template[k], ctx)]),
      );
      Object.assign(row, merged, { [key]: ctx.world.nextKey(entity) }, batched ? { batch_id: batch } : {});
      if (!batched) engine.labels(table, row, merged);
      if ('check_status' in template) row.check_status = bad.length ? 2 : 0;
      if ('check_msg' in template) row.check_msg = bad.length ? bad.join('；') : '校验通过';
      for (const k of ['create_time', 'createTime']) if (k in template) row[k] = engine.stamp(ctx.now);
      added.push(row);
    }
    table.unshift(...added);
    const data = isObj(ex.data) ? { ...ex.data } : {};
    const msg = errors.length ? `${batched ? '上传' : '导入'}完成：${errors.length} 行未通过校验` : ex.msg;
    if (batched)
      return {
        ...ex,
        msg,
        data: {
          ...data,
          batch_id: batch,
          total: rows.length,
          success_count: rows.length - errors.length,
          fail_count: errors.length,
          errors,
        },
      };
    // The counts in the fields the example answers them in (successCount, failRows: [{ row, reason }]…).
    for (const [k, v] of Object.entries(data)) {
      if (/^total/i.test(k)) data[k] = rows.length;
      else if (/success/i.test(k)) data[k] = added.length;
      else if (/^(fail|error)\w*(count|num)$/i.test(k)) data[k] = errors.length;
      else if (/^error_?file_?url$/i.test(k))
        data[k] = null; // the mock writes no error sheet
      else if (Array.isArray(v) && /fail|error/i.test(k)) {
        const shape = isObj(v[0]) ? Object.keys(v[0]) : ['row', 'msg'];
        const lineKey = shape.find((f) => /row|line/i.test(f)) ?? 'row';
        const textKey = shape.find((f) => /reason|msg|message|error/i.test(f)) ?? 'msg';
        data[k] = errors.map((e) => ({ [lineKey]: e.row, [textKey]: e.msg }));
      }
    }
    return { ...ex, msg, data };
  }

  /**
   * The import's counts under the names the contract's result uses (`totalCount`, `successCount`, `failCount`,
   * `failRows: [{ rowNo, message }]`), read from the example's fields; no error-sheet address (the mock writes none).
   */
  function report(f: Finding | Violation, kind: 'finding' | 'violation') {
    if (kind === 'finding') {
      findings.push(f as Finding);
      options.onFinding?.(f as Finding);
    } else {
      violations.push(f as Violation);
      options.onViolation?.(f as Violation);
    }
  }

  const server = createServer({ maxHeaderSize: LIMITS.headers }, (req, res) => {
    const started = log ? performance.now() : 0;
    // No answer of the mock is ever sniffed into another type by a browser.
    res.setHeader('x-content-type-options', 'nosniff');
    handle(req, res)
      .catch((error: unknown) => {
        if (!res.headersSent)
          send(res, 500, {
            code: 500,
            msg: `Mock 内部错误：${(error as Error)?.message ?? String(error)}`,
            data: null,
          });
        else res.end();
      })
      .finally(() => {
        if (log) say(`${req.method} ${req.url} → ${res.statusCode} ${Math.round(performance.now() - started)} ms`);
      });
  });
  server.keepAliveTimeout = 5000;
  // Errors Node's parser meets before there is a request still get an envelope (a URL or headers over 16 KB: 431).
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // As Node's own handler: no answer into a socket whose current answer has begun (it would corrupt it).
    const inFlight = (socket as unknown as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || error.code === 'ECONNRESET' || inFlight?.headersSent) return void socket.destroy();
    const big = error.code === 'HPE_HEADER_OVERFLOW';
    socket.end(
      big
        ? rawEnvelope(431, 'Request Header Fields Too Large', `请求行与请求头合计不能超过 ${LIMITS.headers / 1024} KB`)
        : rawEnvelope(400, 'Bad Request', `无法解析的 HTTP 请求（${error.code ?? error.message}）`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    port: actualPort,
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
    close: () =>
      new Promise<void>((resolve) => {
        if (saver) clearInterval(saver);
        store?.flush(worlds.values());
        recorder?.flush();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A fault's wait: fixed, or uniform in `[min, max]`; capped at two minutes so a typo cannot hang a test run. */
function delayOf(d: number | [number, number]): number {
  const [min, max] = Array.isArray(d) ? d : [d, d];
  return Math.min(120_000, Math.max(0, min + Math.random() * Math.max(0, max - min)));
}
/** A fault that only slows its call (the world answers after the wait). */
const onlyDelay = (f: Fault) =>
  f.status === undefined && f.code === undefined && f.msg === undefined && f.data === undefined;
/** A network failure: the connection cut (reset), closed with no answer (empty), or cut halfway through the body. */
function cut(req: IncomingMessage, res: ServerResponse, how: 'reset' | 'empty' | 'truncated', example: unknown) {
  const socket = req.socket;
  if (how === 'reset') return void socket.resetAndDestroy();
  if (how === 'empty') return void socket.end();
  const text = Buffer.from(JSON.stringify(example ?? { code: 0, msg: '操作成功', data: null }));
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': text.length });
  res.write(text.subarray(0, Math.floor(text.length / 2)), () => socket.destroy());
}
