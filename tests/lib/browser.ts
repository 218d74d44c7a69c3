// Headless Chromium through playwright-core: CHROMIUM_PATH, or Debian's headless shell (/usr/bin/chromium-headless-shell,
// what npm test installs: lighter than the full browser, see scripts/lib/bootstrap.mjs), or a full Chromium.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const ARTIFACTS = fileURLToPath(new URL('../../.artifacts/e2e', import.meta.url));
const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} 不存在`);
    return fromEnv;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      '找不到 Chromium：Debian/Ubuntu 上以 root 运行 apt-get install -y chromium-headless-shell fonts-wqy-microhei，或设置 CHROMIUM_PATH=<chromium 可执行文件>',
    );
  }
  return found;
}

const OPTIONS = {
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export async function launch(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({ executablePath: findChromium(), ...OPTIONS });
}

/** A Chromium that test files share over a WebSocket (`chromium.connect(server.wsEndpoint())`). */
export async function launchServer(): Promise<BrowserServer> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launchServer({ executablePath: findChromium(), ...OPTIONS });
}

/** Connect to the shared Chromium. */
export function connect(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
