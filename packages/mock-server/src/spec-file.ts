// Where the mock finds its contract by default (own module, so prism.ts and index.ts both read it without a circle).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths, not `new URL(…, import.meta.url)`: a test environment may replace the global URL (jsdom's resolves a
// relative path against a file: URL wrongly), and the console's unit tests load the mock in-process.
const here = dirname(fileURLToPath(import.meta.url));

/**
 * The contract the mock answers from: the workspace's merged spec when there is one (so a spec change needs no mock
 * rebuild), else the copy the package carries (`dist/openapi.json`, written by build.mjs: an installed `site-mock`).
 */
export const DEFAULT_SPEC =
  [
    join(here, '../../../spec/dist/openapi.json'),
    join(here, './openapi.json'),
    join(here, '../dist/openapi.json'),
  ].find((f) => existsSync(f)) ?? join(here, '../../../spec/dist/openapi.json');
