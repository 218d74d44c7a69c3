// `npm start` lints the spec only when it changed: a run that passed leaves a record of what it read (spec/ sources,
// lint and generator configs, the scripts, the tools' versions) and of what it wrote; the next start skips the ~1 min
// of Redocly + Spectral + type generation when both still hash the same.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const TOOLS = ['@redocly/cli', '@stoplight/spectral-cli', 'openapi-typescript', 'typescript', 'yaml'];
const INPUT_FILES = [
  'redocly.yaml',
  '.spectral.yaml',
  'scripts/spec.mjs',
  // what scripts/spec.mjs imports
  'scripts/lib/spec.mjs',
  'scripts/lib/reference.mjs',
  'scripts/lib/areas.mjs',
];
const OUTPUT_FILES = ['spec/dist/openapi.json', 'packages/sdk/REFERENCE.md'];

function filesUnder(root, dir, skip = () => false) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const out = [];
  for (const name of readdirSync(abs).sort()) {
    const rel = join(dir, name);
    if (skip(rel)) continue;
    if (statSync(join(root, rel)).isDirectory()) out.push(...filesUnder(root, rel, skip));
    else out.push(rel);
  }
  return out;
}

function hashFiles(root, files, extra = '') {
  const h = createHash('sha256').update(extra);
  for (const rel of files) {
    const abs = join(root, rel);
    h.update(`\0${rel}\0`);
    h.update(existsSync(abs) ? readFileSync(abs) : '<missing>');
  }
  return h.digest('hex');
}

function toolVersion(root, name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

/** What the spec check reads: its hash changes when any source, config, script or tool version does. */
export function inputsKey(root) {
  const files = [...filesUnder(root, 'spec', (rel) => rel === join('spec', 'dist')), ...INPUT_FILES];
  const versions = TOOLS.map((t) => `${t}@${toolVersion(root, t)}`).join(',');
  return hashFiles(root, files, `node ${process.versions.node}; ${versions}`);
}

/** What the spec check writes: the bundle and the SDK's generated files. */
export function outputsKey(root) {
  return hashFiles(root, [...OUTPUT_FILES, ...filesUnder(root, 'packages/sdk/src/generated')]);
}

const cacheFile = (root) => join(root, 'node_modules', '.cache', 'site-start', 'spec.json');

/** True when the last passing check read the same inputs and its outputs are still as it left them. */
export function specUnchanged(root) {
  try {
    const record = JSON.parse(readFileSync(cacheFile(root), 'utf8'));
    return record.inputs === inputsKey(root) && record.outputs === outputsKey(root);
  } catch {
    return false;
  }
}

/** Record a passing check. */
export function rememberSpec(root) {
  const file = cacheFile(root);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ inputs: inputsKey(root), outputs: outputsKey(root), at: new Date().toISOString() }),
  );
}
