/**
 * A name for a downloaded file the server did not name (no `Content-Disposition`, or one a cross-origin page cannot
 * read because the server does not list it in `Access-Control-Expose-Headers`): the title, the date and the
 * extension of the content type, e.g. `考勤统计-2026-11-27.xlsx`. Never `download`.
 */

/** Content types of the files this back end answers, and the extension each is saved with. */
const EXTENSIONS: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/vnd.rar': 'rar',
  'application/x-rar-compressed': 'rar',
  'application/x-7z-compressed': '7z',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'application/json': 'json',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
});

/** `application/vnd.ms-excel;charset=UTF-8` → `xls`; undefined for a type that says nothing (octet-stream, none). */
export function extensionOfType(contentType: string | null | undefined): string | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return EXTENSIONS[type];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `<title>-<YYYY-MM-DD>.<extension>` (local date); characters a file system refuses become `_`, an empty title is
 * 导出文件, and a type with no known extension gives the name without one.
 */
export function fileNameFor(title: string, contentType: string | null | undefined, date: Date = new Date()): string {
  const base =
    [...title]
      .map((c) => (c.charCodeAt(0) < 32 ? ' ' : c))
      .join('')
      .replace(/[\\/:*?"<>|]+/g, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '') || '导出文件';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const ext = extensionOfType(contentType);
  return ext ? `${base}-${day}.${ext}` : `${base}-${day}`;
}
