/** Save a downloaded file (the SDK answers exports as File) through a temporary link. */
export function saveFile(file: Blob, name = file instanceof File ? file.name : 'download'): void {
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
