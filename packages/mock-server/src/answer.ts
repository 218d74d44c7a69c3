// The answers the mock's core gives: standard `Response`s, with what an adapter needs beside them. The bytes of an
// answer the core built itself are kept with it (an adapter writes them without reading a stream), and a network
// failure QA asked for travels with its answer: the Node adapter realises it on the socket, the in-process `fetch`
// as `fetch` would (a rejected promise, a body that breaks off).

export const JSON_TYPE = 'application/json';

/** A network failure instead of an answer (fault.ts): the connection cut, closed with no answer, or cut mid-body. */
export type NetworkFault = 'reset' | 'empty' | 'truncated';

interface Wire {
  /** The whole body, as built (a string or bytes). */
  body?: string | Uint8Array;
  network?: NetworkFault;
}

const wires = new WeakMap<Response, Wire>();

/** What an adapter needs beside the Response (its bytes when the core built them, a network failure). */
export const wireOf = (response: Response): Wire | undefined => wires.get(response);

const bodiless = (status: number) => status === 204 || status === 205 || status === 304;

/**
 * An answer whose body is known up front. The body is kept beside the Response, not in it: the Node adapter writes
 * it as is, and building a body stream for every answer halved the mock's throughput. `withBody` puts it in the
 * Response for a caller that reads it (`handle`, the in-process `fetch`).
 */
export function answer(status: number, body: string | Uint8Array | null, headers: HeadersInit = {}) {
  const response = new Response(null, { status, headers });
  if (body !== null && !bodiless(status)) wires.set(response, { body });
  return response;
}

/** The answer with its body in the Response itself (a standard Response for any reader). */
export function withBody(response: Response): Response {
  const wire = wires.get(response);
  if (wire?.body === undefined || response.body !== null) return response;
  const full = new Response(wire.body as BodyInit, { status: response.status, headers: response.headers });
  wires.set(full, wire);
  return full;
}

/** A JSON answer (the mock's envelope, a snapshot…). */
export function send(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  return answer(status, text, {
    'content-type': JSON_TYPE,
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
}

/** The envelope every error of the mock is given in. */
export const envelope = (status: number, msg: string, headers: Record<string, string> = {}, extra: object = {}) =>
  send(status, { code: status, msg, data: null, ...extra }, headers);

/**
 * A network failure QA asked for: `reset` and `empty` carry no answer at all; `truncated` carries the answer whose
 * headers go out whole and whose body breaks off halfway.
 */
export function networkFailure(how: NetworkFault, example: unknown): Response {
  const response =
    how === 'truncated' ? send(200, example ?? { code: 0, msg: '操作成功', data: null }) : answer(200, null);
  wires.set(response, { ...wires.get(response), network: how });
  return response;
}

/** JSON for a header: every non-ASCII character escaped. */
export const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A body read whole, up to `limit` bytes; past it, the rest is left unread (the stream cancelled) and `TooLarge`. */
export class TooLarge extends Error {}

export async function readBody(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? Buffer.from(chunks[0] as Uint8Array) : Buffer.concat(chunks);
}
