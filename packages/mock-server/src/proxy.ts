// Proxy mode: every call goes to the real back-end byte for byte (binary uploads and chunked bodies included), the
// answer comes back as it is, and each answer that breaks the contract is reported. An upstream that is down, slow
// or answers invalid JSON gives the client a clear envelope and is reported as a finding. Requests are checked by
// the contract too (reported; refused with `strictRequests`), each call's findings travel with its answer in the
// X-Mock-Findings header, and each is reported once.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { TooLarge, answer, asciiJson as ascii, envelope, readBody } from './answer.js';
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

/**
 * The proxy stage: the request forwarded as it came, the upstream's answer returned as it is. It uses node:http, not
 * `fetch`: `fetch` would decompress a gzip answer (no longer byte for byte), follow redirects, and only offers a
 * deadline for the whole call where the contract of `upstreamTimeoutMs` is the socket's idle time.
 */
export async function proxy(request: Request, ctx: ProxyCtx): Promise<Response> {
  let body: Buffer;
  try {
    body = await readBody(request, ctx.limit);
  } catch (e) {
    if (!(e instanceof TooLarge)) throw e;
    return envelope(413, `请求体过大：不能超过 ${ctx.limit / 1024 / 1024} MB（代理模式同样限制）`, {
      connection: 'close',
    });
  }
  const base = new URL(ctx.upstream);
  const url = new URL(request.url);
  const target = new URL(`${url.pathname}${url.search}`, base);
  target.pathname = `${base.pathname.replace(/\/$/, '')}${url.pathname}`;
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of request.headers) if (!HOP.has(k)) headers[k] = v;
  headers['content-length'] = String(body.length);
  const method = request.method;
  const operation = ctx.hit?.route.op.operationId ?? '(未在规格中)';
  const path = target.pathname;
  // What this call found, sent back with its answer (X-Mock-Findings); each reported once.
  const found: { kind: string; field?: string; message: string }[] = [];
  const findingsHeader = (): Record<string, string> => (found.length ? { 'x-mock-findings': ascii(found) } : {});
  const finding = (kind: Finding['kind'], message: string) => {
    found.push({ kind, message });
    ctx.report({ kind, operation, method, path, message }, 'finding');
  };
  const problems = requestProblems(ctx, target, request.headers.get('content-type') ?? '', body);
  if (problems.length) {
    finding('request', describe(problems));
    if (ctx.strict) return envelope(400, describe(problems), findingsHeader(), { violations: problems });
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
  return new Promise<Response>((done) => {
    // A stalled answer meets both the timeout and the broken response: the first one settles the call, once.
    let settled = false;
    const resolve = (response: Response) => {
      settled = true;
      done(response);
    };
    const once = (f: () => void) => () => {
      if (!settled) f();
    };
    const up = send(target, { method, headers, timeout: ctx.timeoutMs }, (upstream) => {
      const parts: Buffer[] = [];
      upstream.on('data', (c: Buffer) => parts.push(c));
      upstream.on(
        'end',
        once(() => {
          const bytes = Buffer.concat(parts);
          const type = String(upstream.headers['content-type'] ?? '');
          let json: unknown;
          if (/json/.test(type) && bytes.length) {
            try {
              json = JSON.parse(bytes.toString('utf8'));
            } catch {
              finding(
                'invalid-json',
                `上游返回的内容不是合法 JSON（HTTP ${upstream.statusCode}，${bytes.length} 字节）`,
              );
              return resolve(envelope(502, `上游后端返回的内容不是合法 JSON（${operation}）`, findingsHeader()));
            }
          }
          if (ctx.hit && json !== undefined) {
            check(call, upstream.statusCode ?? 0, json, request.headers, body, target);
            ctx.answered?.(ctx.hit.route.op.operationId, upstream.statusCode ?? 0, json);
          }
          const out = new Headers();
          for (const [k, v] of Object.entries(upstream.headers))
            if (v !== undefined && !HOP.has(k)) for (const one of [v].flat()) out.append(k, one);
          out.set('content-length', String(bytes.length));
          if (found.length) out.set('x-mock-findings', ascii(found));
          resolve(answer(upstream.statusCode ?? 502, bytes, out));
        }),
      );
      upstream.on(
        'error',
        once(() => {
          finding('down', '上游连接在应答中途断开');
          resolve(envelope(502, '上游后端连接中断', findingsHeader()));
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
        resolve(envelope(504, `上游后端超时（${ctx.timeoutMs} ms 内没有应答）`, findingsHeader()));
      } else {
        finding('down', `上游不可达：${e.message}`);
        resolve(envelope(502, `上游后端不可达：${e.message}`, findingsHeader()));
      }
    });
    up.end(body);
  });
}

/** Validate an upstream answer against the spec; also flag a token issued where the spec says it must be checked. */
function check(ctx: ProxyCtx, status: number, json: unknown, headers: Headers, body: Buffer, target: URL) {
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
      (!alt.header || given(headers.get(alt.header) ?? undefined)),
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
