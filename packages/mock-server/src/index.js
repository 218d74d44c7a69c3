// The mock back-end: Prism (in-process) serves the bundled spec; a thin layer of ours answers what Prism cannot
// (real spreadsheet/Word files for exports, multipart uploads) and, in proxy mode, reports every answer of a real
// back-end that breaks the contract.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prismHttp from '@stoplight/prism-http';
import prismCore from '@stoplight/prism-core';
import httpConfig from '@stoplight/prism-http-server/dist/getHttpConfigFromRequest.js';
import { buildFile } from './files.js';
import { deref, exampleOf, routesOf } from './routes.js';
import { panoramaImage } from './panorama.js';

export { deref, exampleOf, routesOf };

export const DEFAULT_SPEC = fileURLToPath(new URL('../../../spec/dist/openapi.json', import.meta.url));

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
  res.end(text);
}

function cors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin || '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, sl-violations');
}

const hasBearer = (req) => /^Bearer\s+\S+/i.test(String(req.headers.authorization ?? ''));

/**
 * Start the mock.
 * @param {import('./index').MockOptions} [options]
 * @returns {Promise<import('./index').MockServer>}
 */
export async function startMock(options = {}) {
  const { port = 0, host = '127.0.0.1', spec = DEFAULT_SPEC, upstream, onViolation, log = false } = options;
  if (typeof spec === 'string' && !existsSync(spec)) {
    throw new Error(`找不到规格文件 ${spec}：先运行 pnpm spec 生成 spec/dist/openapi.json`);
  }
  const doc = typeof spec === 'string' ? JSON.parse(readFileSync(spec, 'utf8')) : spec;
  const operations = await prismHttp.getHttpOperationsFromSpec(typeof spec === 'string' ? spec : structuredClone(doc));
  const routes = routesOf(doc);
  const byId = new Map(routes.map((r) => [r.op.operationId, r]));
  const logger = prismCore.createLogger('mock', { level: log ? 'info' : 'silent' });
  const config = {
    mock: { dynamic: false },
    validateRequest: true,
    validateResponse: Boolean(upstream), // our own examples need no checking; a real back-end does
    checkSecurity: true,
    errors: false,
    upstreamProxy: undefined,
    ...(upstream ? { isProxy: true, upstream: new URL(upstream) } : { isProxy: false }),
  };
  const prism = prismHttp.createInstance(config, { logger });
  const violations = [];

  const match = (method, pathname) => {
    for (const r of routes) {
      if (r.method === method && r.regex.test(pathname)) return r;
    }
    return undefined;
  };

  const unauthorized = (res, route) =>
    sendJson(res, 401, exampleOf(doc, route.op.responses?.['401']) ?? { code: 401, msg: '未登录' });

  async function handle(req, res) {
    cors(req, res);
    const url = new URL(req.url ?? '/', 'http://mock.local');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,PATCH,OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] || '*');
      res.writeHead(204).end();
      return;
    }
    const route = match(method, url.pathname);
    const raw = await readBody(req);

    // Demo images the spec's panorama examples point at (mock mode only).
    const image = method === 'GET' && !upstream ? panoramaImage(url.pathname) : undefined;
    if (image) {
      res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
      res.end(image);
      return;
    }

    // Files and uploads: answered here, from the spec (mock mode only).
    if (route && !upstream && (route.blob || route.multipart)) {
      if (route.secured && !hasBearer(req)) return unauthorized(res, route);
      if (route.blob) {
        const source = route.op['x-export-of'] ? byId.get(route.op['x-export-of']) : undefined;
        const file = await buildFile(doc, route, source);
        res.writeHead(200, {
          'content-type': file.type,
          'content-length': file.bytes.length,
          'content-disposition': `attachment; filename="${encodeURIComponent(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        });
        res.end(file.bytes);
        return;
      }
      if (!String(req.headers['content-type'] ?? '').startsWith('multipart/form-data') || raw.length === 0) {
        return sendJson(res, 400, { code: 400, msg: '请以 multipart/form-data 上传文件' });
      }
      return sendJson(res, 200, exampleOf(doc, route.op.responses?.['200']) ?? { code: 0, msg: '上传成功' });
    }

    // Everything else: Prism (mock from examples, or proxy to the real back-end and validate its answer).
    const type = String(req.headers['content-type'] ?? '');
    let body = null;
    if (raw.length) {
      const text = raw.toString('utf8');
      if (/json/.test(type)) {
        try {
          body = JSON.parse(text);
        } catch {
          return sendJson(res, 400, { code: 400, msg: '请求体不是合法的 JSON' });
        }
      } else body = text;
    }
    const query = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      query[key] = all.length === 1 ? all[0] : all;
    }
    const input = { method: method.toLowerCase(), url: { path: url.pathname, query }, headers: req.headers, body };
    const prefs = httpConfig.getHttpConfigFromRequest(input);
    const callConfig = prefs._tag === 'Right' ? { ...config, mock: { ...config.mock, ...prefs.right } } : config;
    const result = await prism.request(input, operations, callConfig)();
    if (result._tag === 'Left') {
      const e = result.left;
      const problem = prismHttp.ProblemJsonError.toProblemJson(e);
      res.writeHead(e.status || 500, { 'content-type': 'application/problem+json', ...(e.additional?.headers ?? {}) });
      res.end(JSON.stringify(problem));
      return;
    }
    const { output, validations } = result.right;
    const found = [
      ...validations.input.map((v) => ({ ...v, where: 'request' })),
      ...validations.output.map((v) => ({ ...v, where: 'response' })),
    ];
    if (upstream && found.length) {
      for (const v of found) {
        const report = {
          operation: route?.op.operationId ?? '(未在规格中)',
          method,
          path: url.pathname,
          field: [v.where, ...(v.path ?? [])].join('.'),
          expected: v.message,
          severity: v.severity === 0 ? 'error' : v.severity === 1 ? 'warning' : 'info',
        };
        violations.push(report);
        onViolation?.(report);
      }
    }
    for (const [name, value] of Object.entries(output.headers ?? {})) res.setHeader(name, value);
    const contentType = String(res.getHeader('content-type') ?? '');
    let payload = output.body;
    if (payload !== undefined && payload !== null && typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      payload = JSON.stringify(payload);
      if (!contentType) res.setHeader('content-type', 'application/json;charset=UTF-8');
    }
    res.writeHead(output.statusCode);
    res.end(payload ?? '');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) sendJson(res, 500, { code: 500, msg: `Mock 内部错误：${error?.message ?? error}` });
      else res.end();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    port: typeof address === 'object' && address ? address.port : port,
    operations: routes.length,
    violations,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}
