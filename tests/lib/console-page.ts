// One end-to-end fixture: the stack (mock + built console), a Chromium page in a context of its own, and every page
// error and console error collected so a test can assert there were none. Under the e2e config the stack and the
// browser are the run's shared ones (e2e/global-setup.ts); elsewhere the fixture starts its own and stops them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { connect, launch } from './browser';
import { STEP_MS } from './timeouts';
import { mockControl, type MockControl } from './mock-control';
import { ACCOUNTS } from './sign-in';

export interface ConsolePage {
  stack: { url: string };
  browser: Browser;
  page: Page;
  /** The mock world this context works in (X-Mock-World); another context opened with it shares its data. */
  world: string;
  /** The mock's today (`YYYY-MM-DD`); the browser's calendar is on it too. */
  today: string;
  /** Now as the browser sees it: the mock's today at the real time of day (for dates a test computes). */
  now(): Date;
  /** The mock's control surface for this world: failures, arranged rows, received requests. */
  mock: MockControl;
  /** From now on ask the mock for its world (`world`) or for its fixed examples (`examples`). */
  useMode(mode: 'world' | 'examples'): Promise<void>;
  /**
   * This test runs against the mock's world (its rows can be arranged with `mock`); when it ends, pass or fail, the
   * context is back in the mode it was opened with. For files still written against the examples.
   */
  worldForThisTest(): Promise<void>;
  /** Uncaught exceptions, unhandled rejections and console errors seen so far. */
  problems: string[];
  close(): Promise<void>;
}

async function shared(): Promise<{ url: string; today: string; browser: Browser; close(): Promise<void> }> {
  const url = inject('consoleUrl');
  const ws = inject('browserWs');
  const today = inject('mockToday');
  if (url && ws && today) {
    const browser = await connect(ws);
    return { url, today, browser, close: () => browser.close() };
  }
  // Loaded only here: the mock (Prism) is heavy to import, and the shared run never needs it in a test file.
  const { startStack } = await import('./stack');
  const [stack, browser] = await Promise.all([startStack(), launch()]);
  return {
    url: stack.url,
    today: stack.mock.today,
    browser,
    async close() {
      await browser.close();
      await stack.close();
    },
  };
}

export async function openConsole(
  viewport = { width: 1440, height: 900 },
  options: { world?: string; mode?: 'world' | 'examples'; locale?: string } = {},
): Promise<ConsolePage> {
  const { url, today, browser, close } = await shared();
  // Each browser context works in a world of its own on the shared mock (X-Mock-World), so test files running side by
  // side never see each other's changes. `mode: 'examples'` asks the mock for its fixed examples instead of the world
  // (X-Mock-Mode): the files written against the example answers use it until they are moved to the world.
  const world = options.world ?? `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  // Cookies rather than extra headers: Playwright intercepts every request to add headers, and then loses the body of
  // multipart uploads that tests read back.
  // Beijing time, as the console's users and the mock's clock are: in a UTC browser, from 16:00 to 24:00 UTC the
  // calendar is a day behind the mock's (a screen's 近七天 then ended the day before the mock's today).
  const context: BrowserContext = await browser.newContext({
    viewport,
    locale: options.locale ?? 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addCookies([
    { name: 'mock_world', value: world, url },
    ...(options.mode === 'examples' ? [{ name: 'mock_mode', value: 'examples', url }] : []),
  ]);
  const useMode = async (mode: 'world' | 'examples') => {
    if (mode === 'examples') await context.addCookies([{ name: 'mock_mode', value: 'examples', url }]);
    else await context.clearCookies({ name: 'mock_mode' });
  };
  // One clock for the browser and the mock: the mock's today is fixed (the examples' day) while its time of day is
  // real, so the browser's calendar moves by the same whole days. Default periods ("the last seven days", this month)
  // then cover the days the mock's event tables hold, whatever the real date of the run.
  await context.addInitScript(onMockDay, today);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  return {
    stack: { url },
    today,
    now: () => new Date(Date.now() + dayOffset(today)),
    world,
    mock: mockControl(url, world),
    useMode,
    async worldForThisTest() {
      await useMode('world');
      onTestFinished(() => useMode(options.mode ?? 'world'));
    },
    browser,
    page,
    problems,
    async close() {
      await context.close();
      await close();
    },
  };
}

/** Whole days from the real Beijing date to the mock's today, in ms (the mock's own clock moves by this). */
function dayOffset(today: string): number {
  return Date.parse(today) - Date.parse(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
}

/**
 * Runs in the page before its scripts: `Date` now reads the mock's day (`today`, Beijing calendar) at the real time of
 * day, as the mock's own clock does. Dates built from explicit parts are untouched; the timers keep real time.
 */
function onMockDay(today: string): void {
  const Real = Date;
  // Inlined: this function is serialised into the page and cannot call dayOffset.
  const realDay = new Real(Real.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const offset = Real.parse(today) - Real.parse(realDay);
  if (!offset) return;
  const now = () => Real.now() + offset;
  const Shifted = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return new Real(now()).toString();
    return args.length === 0 ? new Real(now()) : new (Real as new (...a: unknown[]) => Date)(...args);
  } as unknown as DateConstructor;
  Object.defineProperties(Shifted, {
    prototype: { value: Real.prototype },
    now: { value: now },
    parse: { value: Real.parse },
    UTC: { value: Real.UTC },
  });
  globalThis.Date = Shifted;
}

/**
 * The console entered already signed in, as Playwright's "sign in once, reuse the state" does, without the login form
 * and the landing dashboard (the form itself is tested in sign-in*.test.ts, login-*.test.ts and the menu pass): the
 * demo administrator signs in through the mock's login call in this context's world, and the session the login page
 * stores (the token cookie, the identity in session storage, as src/session/identity.ts's toIdentity keeps it) is put
 * in place before the console's scripts run, once: a later sign-out or reload is the console's own. Opens `route`
 * (功能导航 by default, the lightest page of the shell) and waits for its screen.
 */
export async function enterSignedIn(ctx: ConsolePage, route = '/home', who: keyof typeof ACCOUNTS = 'admin') {
  const res = await fetch(`${ctx.stack.url}api/pc/account/login_v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-world': ctx.world },
    body: JSON.stringify({ account: ACCOUNTS[who].account, password: ACCOUNTS[who].password }),
  });
  const { code, data: d } = (await res.json()) as { code: number; data: LoginAnswer };
  if (code !== 0) throw new Error(`the mock refused ${who}'s sign-in: ${code}`);
  const identity = {
    source: d.source,
    project_id: d.project_id ?? 0,
    project_name: d.project_name ?? '',
    innerid: d.innerid,
    xmid: d.xmid ?? 0,
    role_id: d.role_id,
    is_have_bim: d.is_have_bim ?? '',
    account: d.account ?? ACCOUNTS[who].account,
    name: d.name ?? '',
    user_innerid: d.user_innerid ?? '',
    org_batch_id: d.org_batch_id ?? 0,
    mobile: d.mobile ?? '',
    token: d.token,
    identities_list: d.identities_list,
  };
  await ctx.page.context().addCookies([{ name: SEED_COOKIE, value: '1', url: ctx.stack.url }]);
  await ctx.page.context().addInitScript(seedSession, { identity: JSON.stringify(identity), token: d.token });
  await ctx.page.goto(`${ctx.stack.url}#${route}`);
  await ctx.page.locator('section[data-page][data-active]').waitFor();
  if (route === '/home') await ctx.page.getByRole('heading', { name: '功能导航' }).waitFor();
}

/** The login answer's fields the console keeps (src/session/identity.ts LoginAnswer). */
interface LoginAnswer {
  token: string;
  source: number;
  innerid: string;
  role_id: number;
  name?: string;
  project_id?: number;
  project_name?: string;
  xmid?: number;
  is_have_bim?: string;
  account?: string;
  user_innerid?: string;
  org_batch_id?: number;
  mobile?: string;
  identities_list?: unknown[];
}

/** Set by enterSignedIn, taken by the first document that loads: the session is seeded once. */
const SEED_COOKIE = 'e2e_seed_session';

/** Runs in the page before its scripts (serialised: it cannot call anything outside itself). */
function seedSession({ identity, token }: { identity: string; token: string }): void {
  if (!document.cookie.split('; ').includes('e2e_seed_session=1')) return;
  document.cookie = 'e2e_seed_session=; path=/; max-age=0';
  sessionStorage.setItem('identity', identity);
  document.cookie = `site_token=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

/** The fixture signed in as the demo administrator (enterSignedIn: no login form), on 功能导航. */
export async function openSignedIn(...args: Parameters<typeof openConsole>): Promise<ConsolePage> {
  const ctx = await openConsole(...args);
  await enterSignedIn(ctx);
  return ctx;
}
