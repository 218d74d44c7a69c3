import { useCallback, useRef, useState } from 'react';
import { CLICK_GUARD_MS } from './constants';

/** A click guard (seed 000 §5): after a click the action is disabled for `ms` (default 1000 ms). */
export function useClickGuard<A extends unknown[]>(action: (...args: A) => unknown, ms = CLICK_GUARD_MS) {
  const [guarded, setGuarded] = useState(false);
  const busy = useRef(false);
  const run = useCallback(
    (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setGuarded(true);
      setTimeout(() => {
        busy.current = false;
        setGuarded(false);
      }, ms);
      action(...args);
    },
    [action, ms],
  );
  return [run, guarded] as const;
}
