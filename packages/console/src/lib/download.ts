import { fileNameFor } from '@site/sdk';

/**
 * The title of the screen in front: the active page of the tab cache carries it (`data-title`), else the page's
 * heading. Used to name a file the server did not name.
 */
export function screenTitle(doc: Document = document): string {
  const active = doc.querySelector<HTMLElement>('[data-page][data-active]');
  const title = active?.dataset.title ?? (active ?? doc).querySelector('h1, h2')?.textContent ?? '';
  return title.trim();
}

/**
 * The name a downloaded file is saved under: the one given, else the server's (`Content-Disposition`, which the SDK
 * puts on the File), else `<screen title>-<YYYY-MM-DD>.<extension of the content type>` — never `download`.
 */
export function downloadName(file: Blob, name?: string, title: string = screenTitle(), date = new Date()): string {
  if (name) return name;
  if (file instanceof File && file.name) return file.name;
  return fileNameFor(title, file.type, date);
}

/** Save a downloaded file (the SDK answers exports as File) through a temporary link. */
export function saveFile(file: Blob, fileName?: string): void {
  const name = downloadName(file, fileName);
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A `data:<type>;base64,…` address (a QR code answered as base64) as a Blob; a bare base64 string is taken as PNG. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  const type = match?.[1] ?? 'image/png';
  const payload = match ? match[3]! : dataUrl;
  if (match && !match[2]) return new Blob([decodeURIComponent(payload)], { type });
  const bytes = Uint8Array.from(atob(payload.replace(/\s/g, '')), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}
