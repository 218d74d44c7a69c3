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
