// The Node adapter: the core (core.ts) served over HTTP. An IncomingMessage becomes a Request (its body a stream
// the core reads within its limits), the Response goes out on the ServerResponse, and a network fault QA asked for
// is done to the socket (reset, closed with no answer, cut halfway through the body). Errors Node's parser meets
// before there is a request (431, 400) are answered here, in the mock's envelope.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { wireOf } from './answer.js';
import { rawEnvelope } from './http.js';
import { LIMITS } from './limits.js';

export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The request's body as a web stream, read on demand (paused while the core does not read it). */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => {
          if (open) controller.close();
          open = false;
        });
        req.on('error', (e) => {
          if (open) controller.error(e);
          open = false;
        });
      },
      pull() {
        req.resume();
      },
      // The core stopped reading (a body over its limit): the rest is read and dropped, as the answer says close.
      cancel() {
        open = false;
        req.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

function requestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const one of v) headers.append(k, one);
    else headers.set(k, v);
  }
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://mock.local');
  const withBody = method !== 'GET' && method !== 'HEAD';
  if (!withBody) req.resume();
  return new Request(url, {
    method,
    headers,
    ...(withBody ? { body: bodyOf(req), duplex: 'half' } : {}),
  } as RequestInit);
}

/** Write the core's answer, or do the network fault it carries. */
async function write(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const wire = wireOf(response);
  const socket = req.socket;
  if (wire?.network === 'reset') return void socket.resetAndDestroy();
  if (wire?.network === 'empty') return void socket.end();
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of response.headers) if (k !== 'set-cookie') headers[k] = v;
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (wire?.network === 'truncated') {
    const body = wire.body ?? '';
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => socket.destroy());
    return;
  }
  if (wire?.body !== undefined) return void res.end(wire.body);
  if (!response.body) return void res.end();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** Serve `handle` on a loopback (or given) address; `close` stops the server and cuts its connections. */
export async function listen(
  handle: (request: Request) => Promise<Response>,
  port: number,
  host: string,
): Promise<Listening> {
  const server = createServer({ maxHeaderSize: LIMITS.headers }, (req, res) => {
    let request: Request;
    try {
      request = requestOf(req);
    } catch (e) {
      res.writeHead(400, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
      res.end(JSON.stringify({ code: 400, msg: `无法解析的请求：${(e as Error).message}`, data: null }));
      return;
    }
    handle(request)
      .then((response) => write(req, res, response))
      .catch(() => {
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
          res.end(JSON.stringify({ code: 500, msg: 'Mock 内部错误：应答无法写出', data: null }));
        } else res.end();
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
