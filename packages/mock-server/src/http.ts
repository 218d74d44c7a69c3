// The HTTP plumbing the mock's stages share: origins, escapes, cookies and the Prefer header.
import { JSON_TYPE } from './answer.js';

export const loopback = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;

/** `decodeURIComponent`, or undefined for text that is not validly escaped (`100%`). */
export function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The request's cookies; one that cannot be decoded (another app's `progress=100%`) is left out, never fatal. */
export function cookiesOf(header: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const value = decoded(part.slice(i + 1).trim());
    if (value !== undefined) out[part.slice(0, i).trim()] = value;
  }
  return out;
}

/** An envelope written straight to a socket, for the errors Node's parser meets before there is a request (431). */
export function rawEnvelope(status: number, reason: string, msg: string): string {
  const text = JSON.stringify({ code: status, msg, data: null });
  return (
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: ${JSON_TYPE}\r\ncontent-length: ${Buffer.byteLength(text)}\r\n` +
    `x-content-type-options: nosniff\r\nconnection: close\r\n\r\n${text}`
  );
}

export function parsePrefer(header: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(header ?? '').split(/[,;]/)) {
    const m = /^\s*([\w-]+)\s*=\s*"?([^"]*)"?\s*$/.exec(part);
    if (m?.[1]) out[m[1]] = m[2] ?? '';
  }
  return out;
}
