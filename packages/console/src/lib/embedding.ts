// Micro-frontend mode and third-party embeds (seed 000 §1, §2, §4).

/** The lifecycles a portal calls (qiankun's contract; single-spa's too). */
interface MicroLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props?: { container?: Element | null; token?: string; [key: string]: unknown }) => Promise<void>;
  unmount: () => Promise<void>;
}

/**
 * Set on the page's window by index.html's last script when a portal (qiankun) runs it: the entry module then draws
 * nothing by itself and hands its lifecycles over here. qiankun runs that script in its sandbox, where
 * __POWERED_BY_QIANKUN__ lives; the module runs outside it, so this object is how the two meet.
 */
export interface MicroHost {
  lifecycles?: MicroLifecycles;
}

type HostWindow = { __SITE_CONSOLE_HOST__?: MicroHost };

export function microHost(win: HostWindow = window as never): MicroHost | undefined {
  return win.__SITE_CONSOLE_HOST__;
}

/**
 * Inside a portal: mounted by qiankun (its sandbox flag, or the host object above), or in an iframe. The top bar, side
 * menu and tag strip are hidden (seed 000 §1).
 */
export function isMicroFrontend(
  win: HostWindow & { __POWERED_BY_QIANKUN__?: boolean; top: unknown; self: unknown } = window as never,
): boolean {
  return Boolean(win.__POWERED_BY_QIANKUN__) || Boolean(win.__SITE_CONSOLE_HOST__) || win.top !== win.self;
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
