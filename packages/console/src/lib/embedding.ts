// Micro-frontend mode and third-party embeds (seed 000 §1, §2, §4).

/** Inside a portal (qiankun sets __POWERED_BY_QIANKUN__; an iframe host is a portal too): no top bar, menu or tags. */
export function isMicroFrontend(
  win: { __POWERED_BY_QIANKUN__?: boolean; top: unknown; self: unknown } = window as never,
): boolean {
  return Boolean(win.__POWERED_BY_QIANKUN__) || win.top !== win.self;
}

/** Origins /iframeNew may show (VITE_IFRAME_ALLOW, comma-separated, overrides the defaults). */
export const DEFAULT_IFRAME_ORIGINS = [
  'https://screen.example.invalid',
  'https://help.example.invalid',
  'https://chat.example.invalid',
  'https://panorama.example.invalid',
];

/** The URL to embed, only when it is http(s) on an allow-listed origin; otherwise undefined. */
export function allowedEmbed(
  raw: string | null | undefined,
  origins: readonly string[] = DEFAULT_IFRAME_ORIGINS,
): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return origins.includes(url.origin) ? url.toString() : undefined;
}
