import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, onSonnerWanted, sonnerWanted } from '@/platform/notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * The app's one Toaster, drawn once a message or the signed-in shell has asked for sonner (platform/notify): the login
 * page does without its code until then.
 *
 * A message never stands in the way of the screen under it: sonner holds a toast while the pointer is over it, so a
 * toast above a tab or a 查询 button, hovered on the way to that control, stayed and took the click (seen in CI:
 * attendance's tabs behind three 导出 messages). The pointer passes through to the control instead; the SDK's
 * catalogue gives each message its duration (errors longer).
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(onSonnerWanted, sonnerWanted, sonnerWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton={false}
        toastOptions={{ className: 'pointer-events-none' }}
      />
    </Suspense>
  ) : null;
}
