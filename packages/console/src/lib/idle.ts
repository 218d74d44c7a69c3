/** The performance mark set when the login page starts fetching the signed-in shell ahead of time (pnpm bench reads it). */
export const PREFETCH_MARK = 'site:prefetch-shell';

/**
 * Runs `work` once the page is idle (requestIdleCallback, or a short timer where it is missing), marking the moment with
 * `mark`; a failure is left to whoever uses the result later. Returns the cancel for an effect's clean-up.
 */
export function whenIdle(mark: string, work: () => Promise<unknown>): () => void {
  const run = () => {
    performance.mark(mark);
    work().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
