// Uploaded files, safe by construction: each has its own id, is kept by the world it was uploaded in and served only
// to that world's sessions; it is shown inline only when its bytes are a picture of an allowed kind (png, jpeg, gif,
// webp), whatever type the client claimed, and everything else (SVG and HTML included) is a download.
import { randomBytes } from 'node:crypto';
import { answer } from './answer.js';
import type { StoredFile } from './world.js';

/** The picture types served inline, recognised by their first bytes. */
const PICTURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const DOWNLOAD = 'application/octet-stream';

/** The type a file is served with: a picture type from its bytes, else a download. */
function sniff(bytes: Buffer): string {
  return PICTURES.find((p) => p.test(bytes))?.type ?? DOWNLOAD;
}

/** A new upload's id: the example's letters (F, R, LF…) and 16 random hex digits, so no two uploads share one. */
export function fileIdLike(example: unknown): string {
  const prefix = typeof example === 'string' ? (/^[A-Za-z]{1,4}/.exec(example)?.[0] ?? 'F') : 'F';
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export function storedFile(name: string, bytes: Buffer, id: string): StoredFile {
  return { id, name, type: sniff(bytes), bytes, at: Date.now() };
}

/** The address an upload is served at (through the console's /api proxy). */
export const fileUrl = (f: StoredFile) => `/api/mock-assets/files/${f.id}/${encodeURIComponent(f.name)}`;

const quoted = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** Serve a kept file: a picture inline, anything else as an attachment; never sniffed, never scripted. */
export function serveFile(f: StoredFile): Response {
  const headers: Record<string, string> = {
    'content-type': f.type,
    'content-length': String(f.bytes.length),
    'cache-control': 'private, max-age=3600',
    'content-security-policy': "default-src 'none'; sandbox",
  };
  if (f.type === DOWNLOAD)
    headers['content-disposition'] =
      `attachment; filename="${quoted(f.name)}"; filename*=UTF-8''${encodeURIComponent(f.name)}`;
  return answer(200, f.bytes, headers);
}
