// Proxy mode: every call goes to the real back-end byte for byte (binary uploads and chunked bodies included), the
// answer comes back as it is, and each answer that breaks the contract is reported. An upstream that is down, slow
// or answers invalid JSON gives the client a clear envelope and is reported as a finding.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { TooLarge, readBody } from './http.js';
import type { Violation } from './index.js';
import { type OpenApiDoc, type Route, isObj } from './spec.js';
import type { Validator } from './validate.js';

export interface Finding {
  kind: 'down' | 'timeout' | 'invalid-json' | 'unchecked-token';
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
  report: (f: Finding | Violation, kind: 'finding' | 'violation') => void;
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

function envelope(res: ServerResponse, status: number, msg: string) {
  const text = JSON.stringify({ code: status, msg, data: null });
  if (res.headersSent) return res.end();
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
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
  const finding = (kind: Finding['kind'], message: string) =>
    ctx.report({ kind, operation, method, path, message }, 'finding');

  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise<void>((resolve) => {
    const up = send(target, { method, headers, timeout: ctx.timeoutMs }, (answer) => {
      const parts: Buffer[] = [];
      answer.on('data', (c: Buffer) => parts.push(c));
      answer.on('end', () => {
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
        if (ctx.hit && json !== undefined) check(ctx, answer.statusCode ?? 0, json, req, body, target);
        const out: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined && !HOP.has(k)) out[k] = v;
        out['content-length'] = String(bytes.length);
        res.writeHead(answer.statusCode ?? 502, out);
        res.end(bytes);
        resolve();
      });
      answer.on('error', () => {
        finding('down', '上游连接在应答中途断开');
        envelope(res, 502, '上游后端连接中断');
        resolve();
      });
    });
    up.on('timeout', () => {
      up.destroy(new Error('timeout'));
    });
    up.on('error', (e: Error) => {
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
