// The console's messages (sonner's toasts) without sonner on the login page: sonner is about a tenth of the JavaScript
// the login page needs (pnpm bench, 登录页所需 JavaScript), so it loads with the first message or with the signed-in
// shell, and the app's Toaster (app/app-toaster.tsx) mounts then. A toast created before that Toaster subscribes is
// shown when it does: sonner replays the toasts still active to a new Toaster.
import type * as SonnerModule from 'sonner';
import type { MessageLevel } from '@site/sdk';

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Sonner, loaded once (a failed load is tried again on the next message); from the first call on, the Toaster is mounted. */
export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').catch((e: unknown) => {
      loading = undefined;
      throw e;
    });
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** Whether something has asked for sonner (the app's Toaster is drawn from then on). */
export const sonnerWanted = (): boolean => loading !== undefined;

export function onSonnerWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a message (the SDK's levels): `notify('warning', '请输入正确的手机号', { duration: 1500 })`. */
export function notify(level: MessageLevel, text: string, options?: SonnerModule.ExternalToast): void {
  loadSonner().then(
    ({ toast }) => (level === 'info' ? toast(text, options) : toast[level](text, options)),
    () => undefined,
  );
}
