// Proxy mode: every call goes to the real back-end byte for byte (binary uploads and chunked bodies included), the
// answer comes back as it is, and each answer that breaks the contract is reported. An upstream that is down, slow
// or answers invalid JSON gives the client a clear envelope and is reported as a finding. Requests are checked by
// the contract too (reported; refused with `strictRequests`), each call's findings travel with its answer in the
// X-Mock-Findings header, and each is reported once.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { TooLarge, readBody } from './http.js';
import { type OpenApiDoc, type Route, isObj } from './spec.js';
import { describe, type Validator } from './validate.js';

/** A proxied answer that breaks the contract. */
export interface Violation {
  operation: string;
  method: string;
  path: string;
  field: string;
  expected: string;
  severity: 'error' | 'warning' | 'info';
}

export interface Finding {
  kind: 'down' | 'timeout' | 'invalid-json' | 'unchecked-token' | 'request';
  operation: string;
  method: string;
  path: string;
  message: string;
}

interface ProxyCtx {
  upstream: string;
  hit: { route: Route; params: Record<string, string> } | undefined;
  doc: OpenApiDoc;
  validator: Validator;
  timeoutMs: number;
  /** Bytes a request body may have (413 above, never forwarded). */
  limit: number;
  /** Refuse a request that breaks the contract (400) instead of forwarding it. */
  strict: boolean;
  report: (f: Finding | Violation, kind: 'finding' | 'violation') => void;
  /** Each JSON answer of an operation of the contract (`--record` keeps its rows). */
  answered?: (operationId: string, status: number, json: unknown) => void;
}

const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

function envelope(res: ServerResponse, status: number, msg: string, extra: object = {}) {
  const text = JSON.stringify({ code: status, msg, data: null, ...extra });
  if (res.headersSent) return res.end();
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** JSON for a header: every non-ASCII character escaped. */
const ascii = (value: unknown) =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The request as the contract's validator reads it: query, path and a JSON or form body. */
function requestProblems(ctx: ProxyCtx, url: URL, type: string, body: Buffer) {
  if (!ctx.hit) return [];
  const query: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length === 1 ? all[0] : all;
  }
  let parsed: unknown;
  if (body.length && /json/.test(type)) {
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return [{ in: 'body', field: '', message: '不是合法的 JSON', rule: 'json' }];
    }
  } else if (body.length && /x-www-form-urlencoded/.test(type))
    parsed = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  if (ctx.hit.route.multipart) return [];
  return ctx.validator.check(ctx.hit.route.op, {
    query,
    path: { ...ctx.hit.params },
    body: parsed,
    hasBody: body.length > 0,
  });
}

export async function proxy(req: IncomingMessage, res: ServerResponse, ctx: ProxyCtx): Promise<void> {
  let body: Buffer;
  try {
    body = await readBody(req, ctx.limit);
  } catch (e) {
    if (!(e instanceof TooLarge)) throw e;
    res.setHeader('connection', 'close');
    envelope(res, 413, `请求体过大：不能超过 ${ctx.limit / 1024 / 1024} MB（代理模式同样限制）`);
    return;
  }
  const base = new URL(ctx.upstream);
  const target = new URL(req.url ?? '/', base);
  target.pathname = `${base.pathname.replace(/\/$/, '')}${new URL(req.url ?? '/', 'http://x').pathname}`;
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP.has(k)) headers[k] = v;
  headers['content-length'] = String(body.length);
  const method = req.method ?? 'GET';
  const operation = ctx.hit?.route.op.operationId ?? '(未在规格中)';
  const path = target.pathname;
  // What this call found, sent back with its answer (X-Mock-Findings); each reported once.
  const found: { kind: string; field?: string; message: string }[] = [];
  const finding = (kind: Finding['kind'], message: string) => {
    found.push({ kind, message });
    if (!res.headersSent) res.setHeader('x-mock-findings', ascii(found));
    ctx.report({ kind, operation, method, path, message }, 'finding');
  };
  const problems = requestProblems(ctx, target, String(req.headers['content-type'] ?? ''), body);
  if (problems.length) {
    finding('request', describe(problems));
    if (ctx.strict) {
      envelope(res, 400, describe(problems), { violations: problems });
      return;
    }
  }
  const report = ctx.report;
  const call: ProxyCtx = {
    ...ctx,
    report: (f, kind) => {
      if (kind === 'violation') {
        const v = f as Violation;
        found.push({ kind: 'response', field: v.field, message: v.expected });
      } else found.push({ kind: (f as Finding).kind, message: (f as Finding).message });
      report(f, kind);
    },
  };

  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise<void>((done) => {
    // A stalled answer meets both the timeout and the broken response: the first one settles the call, once.
    let settled = false;
    const resolve = () => {
      settled = true;
      done();
    };
    const once = (f: () => void) => () => {
      if (!settled) f();
    };
    const up = send(target, { method, headers, timeout: ctx.timeoutMs }, (answer) => {
      const parts: Buffer[] = [];
      answer.on('data', (c: Buffer) => parts.push(c));
      answer.on(
        'end',
        once(() => {
          const bytes = Buffer.concat(parts);
          const type = String(answer.headers['content-type'] ?? '');
          let json: unknown;
          if (/json/.test(type) && bytes.length) {
            try {
              json = JSON.parse(bytes.toString('utf8'));
            } catch {
              finding('invalid-json', `上游返回的内容不是合法 JSON（HTTP ${answer.statusCode}，${bytes.length} 字节）`);
              envelope(res, 502, `上游后端返回的内容不是合法 JSON（${operation}）`);
              return resolve();
            }
          }
          if (ctx.hit && json !== undefined) {
            check(call, answer.statusCode ?? 0, json, req, body, target);
            ctx.answered?.(ctx.hit.route.op.operationId, answer.statusCode ?? 0, json);
          }
          const out: Record<string, string | string[]> = {};
          for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined && !HOP.has(k)) out[k] = v;
          out['content-length'] = String(bytes.length);
          if (found.length) out['x-mock-findings'] = ascii(found);
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(bytes);
          resolve();
        }),
      );
      answer.on(
        'error',
        once(() => {
          finding('down', '上游连接在应答中途断开');
          envelope(res, 502, '上游后端连接中断');
          resolve();
        }),
      );
    });
    up.on('timeout', () => {
      up.destroy(new Error('timeout'));
    });
    up.on('error', (e: Error) => {
      if (settled) return;
      if (e.message === 'timeout') {
        finding('timeout', `上游 ${ctx.timeoutMs} ms 内没有应答`);
        envelope(res, 504, `上游后端超时（${ctx.timeoutMs} ms 内没有应答）`);
      } else {
        finding('down', `上游不可达：${e.message}`);
        envelope(res, 502, `上游后端不可达：${e.message}`);
      }
      resolve();
    });
    up.end(body);
  });
}

/** Validate an upstream answer against the spec; also flag a token issued where the spec says it must be checked. */
function check(ctx: ProxyCtx, status: number, json: unknown, req: IncomingMessage, body: Buffer, target: URL) {
  const route = ctx.hit?.route as Route;
  const op = route.op;
  for (const v of ctx.validator.checkResponse(op, status, json)) {
    ctx.report(
      {
        operation: op.operationId,
        method: route.method,
        path: route.path,
        field: ['response', 'body', ...v.field.split('.').filter(Boolean)].join('.'),
        expected: v.message,
        severity: 'error',
      },
      'violation',
    );
  }
  // x-upstream-check (spec/README.md): an operation without sign-in that may issue a token only when the request
  // carries one of the listed proofs; a token issued without any of them is a finding.
  const rule = op['x-upstream-check'] as
    | {
        'token-at'?: string;
        'requires-any-of'?: { body?: string[]; query?: string[]; header?: string }[];
        'absent-in-production'?: boolean;
      }
    | undefined;
  if (!rule) return;
  if (rule['absent-in-production'] && status >= 200 && status < 300) {
    ctx.report(
      {
        kind: 'unchecked-token',
        operation: op.operationId,
        method: route.method,
        path: route.path,
        message: '开发专用的调用在上游后端可用（生产环境应不存在）',
      },
      'finding',
    );
    return;
  }
  const at = rule['token-at'];
  const token = at ? at.split('.').reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), json) : undefined;
  if (!token) return;
  let parsed: Record<string, unknown> = {};
  try {
    parsed = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
  } catch {
    parsed = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  }
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  const alternatives = rule['requires-any-of'] ?? [];
  const met = alternatives.some(
    (alt) =>
      (alt.body ?? []).every((f) => given(parsed[f])) &&
      (alt.query ?? []).every((f) => given(target.searchParams.get(f))) &&
      (!alt.header || given(req.headers[alt.header.toLowerCase()])),
  );
  if (!met) {
    const wanted = alternatives.length
      ? alternatives
          .map((a) => [...(a.body ?? []), ...(a.query ?? []), ...(a.header ? [a.header] : [])].join('+'))
          .join(' 或 ')
      : '（契约规定此调用不签发令牌）';
    ctx.report(
      {
        kind: 'unchecked-token',
        operation: op.operationId,
        method: route.method,
        path: route.path,
        message: `上游在请求缺少 ${wanted} 时签发了令牌（契约要求后端先校验）`,
      },
      'finding',
    );
  }
}
