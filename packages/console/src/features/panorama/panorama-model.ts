// Pure rules of the panorama views: the horizontal look direction wraps around the 360° image.

/** The image's left offset in px for a look offset, wrapped into [-width, 0) so the repeated image has no seam. */
export function wrapOffset(offset: number, width: number): number {
  if (!(width > 0)) return 0;
  const r = offset % width;
  return r > 0 ? r - width : r === 0 ? 0 : r;
}

/** The look direction in degrees (0–359) of an offset on an image `width` px wide (360° across). */
export function headingOf(offset: number, width: number): number {
  if (!(width > 0)) return 0;
  return Math.round(((-wrapOffset(offset, width) / width) * 360) % 360) || 0;
}

/** Default pair for a comparison: the earliest and the latest shot of a point (the same one when it has one). */
export function defaultPair<T extends { id: number }>(shots: readonly T[]): [T | undefined, T | undefined] {
  return [shots[0], shots[shots.length - 1]];
}

/** The share page's address inside this console (hash route); the code is not a session token. */
export function shareUrl(code: string, base: string): string {
  return `${base.split('#')[0]}#/panorama/share/${encodeURIComponent(code)}`;
}
