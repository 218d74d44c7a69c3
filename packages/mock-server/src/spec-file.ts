// Where the mock finds its contract by default (own module, so prism.ts and index.ts both read it without a circle).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The contract the mock answers from: the workspace's merged spec when there is one (so a spec change needs no mock
 * rebuild), else the copy the package carries (`dist/openapi.json`, written by build.mjs: an installed `site-mock`).
 */
export const DEFAULT_SPEC =
  [
    new URL('../../../spec/dist/openapi.json', import.meta.url),
    new URL('./openapi.json', import.meta.url),
    new URL('../dist/openapi.json', import.meta.url),
  ]
    .map((u) => fileURLToPath(u))
    .find((f) => existsSync(f)) ?? fileURLToPath(new URL('../../../spec/dist/openapi.json', import.meta.url));
