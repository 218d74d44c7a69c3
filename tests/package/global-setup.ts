// Packs the SDK and installs the tarball outside the workspace once for the whole stage; each test file copies that
// project (scratch.ts: scratchProject) instead of packing and installing again.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { installPackedSdk } from './scratch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project (outside the workspace) with the packed SDK installed by npm, and its tarball as site-sdk.tgz. */
    packedSdk: string;
  }
}

export default function setup(project: TestProject) {
  const dir = installPackedSdk();
  project.provide('packedSdk', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
