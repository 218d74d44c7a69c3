// The HTTP plumbing the mock's routes share: JSON answers, bounded body reads, cookies and the Prefer header.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const JSON_TYPE = 'application/json';

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | number> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export class TooLarge extends Error {}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new TooLarge());
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export const loopback = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;

export function cookiesOf(header: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

export function parsePrefer(header: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(header ?? '').split(/[,;]/)) {
    const m = /^\s*([\w-]+)\s*=\s*"?([^"]*)"?\s*$/.exec(part);
    if (m?.[1]) out[m[1]] = m[2] ?? '';
  }
  return out;
}
