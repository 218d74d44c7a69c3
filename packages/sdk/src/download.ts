/**
 * File answers and multipart bodies: the pieces the full client always carries and the generated calls
 * (`@site/sdk/calls/<area>`) carry only for the operations that answer a file or send a multipart form.
 */
import { EnvelopeError, type RequestInfo } from './errors';
import type { EnvelopeLike, Verdict } from './envelope';

/** `attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx` or `filename="x.xlsx"` → the name. */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const raw = plain?.[2] ?? plain?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw.trim());
  } catch {
    return raw.trim();
  }
}

/** A multipart body from a plain object: files as files, arrays as repeated fields, objects as JSON. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (Array.isArray(value)) for (const v of value) form.append(key, v instanceof Blob ? v : String(v));
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/**
 * A file answer as a `File` named by the server (`''` when it names none, or the header is not exposed to this
 * origin: the caller names it then, e.g. with `fileNameFor`). An empty file, or a JSON envelope sent with status 200
 * instead of the file, is an `EnvelopeError`.
 */
export async function readFile(
  data: Blob,
  response: Response,
  info: RequestInfo,
  judge: (envelope: EnvelopeLike) => Verdict,
): Promise<File> {
  if (data.size === 0) {
    throw new EnvelopeError({ msg: '下载的文件为空', request: info, status: response.status, response });
  }
  // Some back-ends answer an export with a JSON error envelope and status 200.
  if (/json/i.test(data.type) || /json/i.test(response.headers.get('content-type') ?? '')) {
    let env: unknown;
    try {
      env = JSON.parse(await data.text());
    } catch {
      env = undefined;
    }
    const verdict = env && typeof env === 'object' ? judge(env as EnvelopeLike) : null;
    throw new EnvelopeError({
      msg: verdict && !verdict.ok ? verdict.text : '导出失败：服务器没有返回文件',
      request: info,
      status: response.status,
      response,
      envelope: env && typeof env === 'object' && !Array.isArray(env) ? (env as EnvelopeLike) : undefined,
      code: (env as EnvelopeLike | undefined)?.code,
    });
  }
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? '';
  return new File([data], name, { type: data.type || response.headers.get('content-type') || '' });
}
