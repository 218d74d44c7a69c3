// Set-up of every screens test file (vitest.config.ts, project "screens"): what jsdom lacks, a clean document after
// each test, and the console's fetch answered by the worker's in-process mock in a world of the file's own.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { mockFetch, newWorld, sent } from './harness';

// What the console's libraries call and jsdom lacks: media queries, size observers (Radix, recharts, virtual lists),
// scrolling an element into view and pointer capture (Radix).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function () {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= function () {};
// Object URLs (an uploaded picture's preview) and CSS.escape (a tree gives a node back its focus once a menu closes;
// its ids are numbers).
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};
if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: String });

newWorld();
vi.stubGlobal('fetch', mockFetch);
afterEach(() => {
  // sonner keeps its toasts in module state: the next test's toaster would show this test's messages again.
  toast.dismiss();
  cleanup();
  sent.length = 0;
});
