import { lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A lazily loaded component whose code can be fetched ahead of time (`preload()`). Once its module has arrived it
 * renders directly, without suspending: a plain lazy() component suspends on its first render even when its module
 * is already loaded, its Suspense boundary shows the fallback, and React then holds back the content for up to
 * 300 ms after that fallback (its throttled reveal), so a preloaded screen would still arrive late.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        pending = undefined; // a later render or preload tries again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the whole tree.
    const [View] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <View {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
