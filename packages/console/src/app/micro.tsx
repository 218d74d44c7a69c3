// The micro-frontend lifecycles (seed 000 §1, §4), qiankun-compatible: a portal that loads the console's entry HTML
// gets `bootstrap`, `mount` and `unmount` from `window['site-console']` (index.html's last script, written by the
// build, see vite.config.ts); they load this module on first use. The console draws into the portal's container,
// without its top bar, side menu or tag strip; its routes stay in the address's hash, so the portal's own path (its
// base, its activeRule) is never changed; leaving the micro-frontend (unmount) signs out.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app';
import { queryClient } from '@/platform/query-client';
import { session } from '@/platform/session-store';

/** What a qiankun (or single-spa) portal passes to the lifecycles; `token` lets a portal hand over its sign-in. */
export interface MicroProps {
  container?: Element | null;
  token?: string;
  [key: string]: unknown;
}

let root: Root | null = null;

export async function bootstrap(): Promise<void> {
  // Nothing to prepare: the modules are loaded, and every mount starts from a clean state.
}

export async function mount(props: MicroProps = {}): Promise<void> {
  const container = props.container ?? document;
  const el = container.querySelector('#root') ?? (props.container instanceof HTMLElement ? props.container : null);
  if (!el) throw new Error('site-console: 找不到挂载容器（props.container 或 #root）');
  if (typeof props.token === 'string' && props.token) session.setToken(props.token);
  root?.unmount();
  root = createRoot(el);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** Leaving the micro-frontend logs out (seed 000 §4): token, state, open views and session storage go. */
export async function unmount(): Promise<void> {
  root?.unmount();
  root = null;
  session.clearAll();
  queryClient.clear();
}
