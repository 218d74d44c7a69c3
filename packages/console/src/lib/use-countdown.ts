import { useEffect, useState } from 'react';
import { CODE_COUNTDOWN_S } from './constants';

/** The send-code countdown (seed 000 §4): after sending, the button is disabled for 60 s, then re-enabled. */
export function useCountdown(seconds = CODE_COUNTDOWN_S) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, running: left > 0, start: () => setLeft(seconds) };
}
