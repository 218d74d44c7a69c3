import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The test files below `dir`, as paths from the package root (`src/ui/x.test.tsx`). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? testFiles(join(dir, e.name))
      : /\.test\.tsx?$/.test(e.name)
        ? [relative(ROOT, join(dir, e.name))]
        : [],
  );
}

// Files that replace a module (vi.mock) get a module graph of their own: in the shared graph the module they replace
// may already be loaded, real or mocked by another file. The rest share one graph per worker: a fresh graph and
// environment per file took most of the run: 81 files, 4 s of tests; the whole run 62–83 s before, 27–33 s after
// (side by side, three runs each, on the 2-core machine).
const SCREENS = 'src/app/screens/**/*.screen.test.tsx';
const MOCKING = testFiles(join(ROOT, 'src')).filter(
  (f) => !/\.screen\.test\.tsx$/.test(f) && /\bvi\.mock\(/.test(readFileSync(join(ROOT, f), 'utf8')),
);

export default defineConfig({
  resolve: {
    alias: {
      '@site/sdk/operations': fileURLToPath(new URL('../sdk/src/operations.ts', import.meta.url)),
      // The generated TanStack Query options, one module per area (@site/sdk/query/<area>).
      '@site/sdk/query': fileURLToPath(new URL('../sdk/src/generated/query', import.meta.url)),
      '@site/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
      // The mock in-process (createMock().fetch), for tests that want the back-end double's real answers.
      '@site/mock-server': fileURLToPath(new URL('../mock-server/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: [...MOCKING, SCREENS], isolate: false },
      },
      // Dialogs against the mock in-process (src/app/screens/harness.tsx): one mock per worker, shared by its files
      // (each file signs in to a world of its own, setup.ts), so the mock's validators compile once per worker.
      {
        extends: true,
        test: {
          name: 'screens',
          include: [SCREENS],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['src/app/screens/setup.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
