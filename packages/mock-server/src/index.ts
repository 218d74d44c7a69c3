// The mock back-end: a back-end double derived from the contract. Requests are validated by the spec; each operation
// is answered by its role (list, detail, create, update, delete, action, export, upload, session) from a world that
// changes; operations with no model answer their examples. `Prefer` picks other examples and codes on every call.
// With `upstream`, it forwards every call byte for byte and reports every answer that breaks the contract.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Sessions, bearer } from './accounts.js';
import * as engine from './engine.js';
import { buildFile, fieldsOf, isSpreadsheet, placeholderImage, readSheet } from './files.js';
import { buildModel, type Plan } from './model.js';
import { panoramaImage } from './panorama.js';
import { controlSurface } from './control.js';
import { TooLarge, cookiesOf, loopback, parsePrefer, readBody, send } from './http.js';
import { proxy, type Finding } from './proxy.js';
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
import { Validator, describe } from './validate.js';
import { SeedWorld, World, type WorldSnapshot } from './world.js';

export { routesOf, deref, examplesOf };
export { PORTAL_SECRET_DEFAULT, PORTAL_SIGN_MAX_AGE_S, portalSign, portalSignString } from './portal-sign.js';
export type { Finding } from './proxy.js';
export type { Fault, Received } from './world.js';
export type { Violation as RequestViolation } from './validate.js';

export const DEFAULT_SPEC = fileURLToPath(new URL('../../../spec/dist/openapi.json', import.meta.url));
/** The example host of the spec's pictures, served by the mock under /mock-assets/static/. */
const EXAMPLE_HOST = 'https://static.example.invalid/';
const ASSETS = '/api/mock-assets/static/';

/** Request body limits (413 above them). */
export const LIMITS = { json: 1024 * 1024, upload: 20 * 1024 * 1024 };

export interface Violation {
  operation: string;
  method: string;
  path: string;
  field: string;
  expected: string;
  severity: 'error' | 'warning' | 'info';
}

export interface MockOptions {
  port?: number;
  host?: string;
  spec?: string | OpenApiDoc;
  upstream?: string;
  /** Proxy mode: how long to wait for the upstream (default 10 000 ms). */
  upstreamTimeoutMs?: number;
  onViolation?: (violation: Violation) => void;
  /** Proxy findings: upstream down, slow, invalid JSON, a token issued without its check. */
  onFinding?: (finding: Finding) => void;
  /** Print a request log line per call. */
  log?: boolean;
  /** World size: 1 = the totals the examples claim; 10 = ten times (same seed → same world). */
  scale?: number;
  seed?: number;
  /** Start the default world from a snapshot (GET /__mock/worlds/main). */
  world?: WorldSnapshot;
  /** Origins allowed by CORS (default: loopback origins); `*` allows any. */
  cors?: string[] | '*';
  /** Lines for the person running the mock (SMS codes); default console.log. */
  say?: (line: string) => void;
  /** The secret shared with the portal, for signed project entries (paramLogin); default `PORTAL_SECRET_DEFAULT`. */
  portalSecret?: string;
}

export interface MockServer {
  url: string;
  port: number;
  operations: number;
  violations: Violation[];
  findings: Finding[];
  /** Operations answered from examples only, with why. */
  examplesOnly: { operationId: string; why: string }[];
  /** The world with that id (created from the seed on first use). */
  world(id?: string): World;
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
  const seedWorld = new SeedWorld(model.seeds, options.scale ?? 1, options.seed ?? 1);
  const worlds = new Map<string, World>();
  const worldOf = (id = 'main') => {
    let w = worlds.get(id);
    if (!w) {
      w = new World(id, seedWorld);
      worlds.set(id, w);
    }
    return w;
  };
  if (options.world) worldOf('main').restore(options.world);
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
  const uploaded = new Map<string, { type: string; bytes: Buffer }>();

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

  const control = controlSurface({ routes, model, examplesOnly, sessions, seedWorld, worlds, worldOf });

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
    if (!upstream && pathname.startsWith('/__mock')) return control(req, res, url);

    // Demo pictures (mock mode only).
    if (!upstream && method === 'GET') {
      const assetPath = pathname.replace(/^\/api/, '');
      const image = panoramaImage(assetPath);
      if (image) {
        res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
        res.end(image);
        return;
      }
      const file = /^\/mock-assets\/files\/([\w-]+)/.exec(assetPath);
      if (file) {
        const stored = uploaded.get(file[1] as string);
        if (!stored) return send(res, 404, { code: 404, msg: '文件不存在', data: null });
        res.writeHead(200, { 'content-type': stored.type, 'content-length': stored.bytes.length });
        res.end(stored.bytes);
        return;
      }
      if (assetPath.startsWith('/mock-assets/static/')) {
        res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
        res.end(placeholderImage(assetPath));
        return;
      }
    }

    const hit = match(method, pathname);
    if (upstream)
      return proxy(req, res, { upstream, hit, doc, validator, timeoutMs: options.upstreamTimeoutMs ?? 10_000, report });
    if (!hit) return send(res, 404, { code: 404, msg: `接口不存在：${method} ${pathname}`, data: null });
    const { route, params } = hit;
    const plan = model.plans.get(route.op.operationId) as Plan;

    let raw: Buffer;
    try {
      raw = await readBody(req, route.multipart ? LIMITS.upload : LIMITS.json);
    } catch (e) {
      if (e instanceof TooLarge) {
        const limit = route.multipart ? '20 MB' : '1 MB';
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
    const token = bearer(req.headers.authorization);
    const session = sessions.get(token);
    if (route.secured && !session) return send(res, 401, failureExample(route, '401'));
    // API-code permission (seed 000 §6, apiCodeList): a call whose code the account is not granted is refused with a
    // business failure, as the console's toast shows it (an HTTP 403 would sign the user out).
    const needs = [route.op['x-api-code'] ?? []].flat();
    const granted = session?.account.apiCodes;
    if (needs.length && granted && !needs.some((code) => granted.includes(code)))
      return send(res, 200, { code: 403, msg: `没有该操作的权限（${needs.join(' 或 ')}）`, data: null });
    // The world: the X-Mock-World header (or the mock_world cookie a browser test sets), else the session's.
    const cookies = cookiesOf(req.headers.cookie);
    const worldId = String(req.headers['x-mock-world'] ?? '') || cookies.mock_world || session?.world || 'main';
    const world = worldOf(worldId);
    world.receive({
      operation: route.op.operationId,
      method,
      path: pathname,
      query: url.search,
      contentType: String(req.headers['content-type'] ?? ''),
      body: raw,
    });

    // A failure QA asked this world for (POST /__mock/worlds/<id>/faults).
    const fault = world.takeFault(route.op.operationId, pathname);
    if (fault) {
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
      const msg = prefer.msg
        ? decodeURIComponent(prefer.msg)
        : ((failureExample(route, 'default') as Obj).msg as string);
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
      } else if (/x-www-form-urlencoded/.test(type)) {
        body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
      } else if (/multipart\/form-data/.test(type)) {
        try {
          form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
        } catch {
          return send(res, 400, { code: 400, msg: '无法解析 multipart/form-data 请求体', data: null });
        }
      } else body = raw.toString('utf8');
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
      user: session ? { name: session.account.name, account: session.account.account } : undefined,
      now: new Date(),
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
      return send(res, 200, await upload(plan, ctx, form as FormData));
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
    }[plan.role as 'list'];
    const answer = run ? run(plan, ctx) : { status: 200, body: example ?? { code: 0, msg: '操作成功', data: null } };
    return send(res, answer.status, answer.body);
  }

  const rowSchemas = new Map<string, Obj>();
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
  async function upload(plan: Plan, ctx: engine.Ctx, form: FormData): Promise<unknown> {
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file) return { code: 400, msg: '请选择要上传的文件（字段 file）', data: null };
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
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    uploaded.set(id, { type: file.type || 'application/octet-stream', bytes });
    const url = `/api/mock-assets/files/${id}/${encodeURIComponent(file.name)}`;
    const data = isObj(ex.data) ? { ...ex.data } : ex.data;
    if (isObj(data)) {
      for (const k of Object.keys(data)) {
        if (/url|path|src/i.test(k)) data[k] = url;
        if (/name/i.test(k)) data[k] = file.name;
        if (/size/i.test(k)) data[k] = bytes.length;
      }
      return { ...ex, data };
    }
    return { ...ex, data: typeof data === 'string' ? url : data };
  }

  /** Rows of an uploaded sheet into the entity (x-mock role upload): each checked, the bad ones named. */
  function importRows(
    plan: Plan,
    ctx: engine.Ctx,
    rows: { line: number; values: Obj }[],
    ex: Obj,
    title: (key: string) => string,
  ): unknown {
    const entity = plan.entity as string;
    const batch = `B${engine.stamp(ctx.now).replace(/\D/g, '').slice(0, 8)}${String(ctx.world.nextKey(`${entity}#batch`) % 1000).padStart(3, '0')}`;
    const required = plan.xmock?.required ?? ['name'];
    const errors: { row: number; msg: string }[] = [];
    const table = ctx.world.table(entity);
    const key = ctx.world.seed.keyOf(entity);
    const template = table[0] ?? {};
    const added: Obj[] = [];
    for (const { line, values } of rows) {
      const missing = required.filter((f) => values[f] === undefined || values[f] === '');
      const bad = [
        ...missing.map((f) => `${title(f)}不能为空`),
        ...(values.id_card && !/^\d{17}[\dXx]$|^\d{15}$/.test(String(values.id_card)) ? ['身份证号格式错误'] : []),
        ...(values.mobile && !/^1[3-9]\d{9}$/.test(String(values.mobile)) ? ['手机号格式错误'] : []),
      ];
      if (bad.length) errors.push({ row: line, msg: bad.join('；') });
      const row: Obj = Object.fromEntries(Object.keys(template).map((k) => [k, null]));
      Object.assign(row, plan.xmock?.set ?? {}, values, { [key]: ctx.world.nextKey(entity), batch_id: batch });
      if ('check_status' in template) row.check_status = bad.length ? 2 : 0;
      if ('check_msg' in template) row.check_msg = bad.length ? bad.join('；') : '校验通过';
      if ('create_time' in template) row.create_time = engine.stamp(ctx.now);
      added.push(row);
    }
    table.unshift(...added);
    const data = isObj(ex.data) ? ex.data : {};
    return {
      ...ex,
      msg: errors.length ? `上传完成：${errors.length} 行未通过校验` : ex.msg,
      data: {
        ...data,
        batch_id: batch,
        total: rows.length,
        success_count: rows.length - errors.length,
        fail_count: errors.length,
        errors,
      },
    };
  }

  function report(f: Finding | Violation, kind: 'finding' | 'violation') {
    if (kind === 'finding') {
      findings.push(f as Finding);
      options.onFinding?.(f as Finding);
    } else {
      violations.push(f as Violation);
      options.onViolation?.(f as Violation);
    }
  }

  const server = createServer((req, res) => {
    const started = log ? performance.now() : 0;
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
    violations,
    findings,
    examplesOnly,
    world: (id?: string) => worldOf(id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
