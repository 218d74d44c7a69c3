// The changeset the contract asks for (scripts/release.mjs version): the SDK is generated from the contract and the
// mock answers from it, so a break for callers is a major release of both, and any other change a minor one.

/** @typedef {{ kind: string, where: string, detail: string }} Break */

const BUMPS = ['patch', 'minor', 'major'];

/** The highest bump the pending changesets (changesets' markdown, front matter `"@site/sdk": major`) ask for the SDK. */
export function pendingBump(texts) {
  let best = -1;
  for (const text of texts) {
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
    const m = /^\s*["']?@site\/sdk["']?\s*:\s*(patch|minor|major)\s*$/m.exec(front);
    if (m) best = Math.max(best, BUMPS.indexOf(m[1]));
  }
  return best < 0 ? undefined : BUMPS[best];
}

/**
 * The changeset to add, or undefined when the pending ones already ask enough.
 * @param {{ breaks: Break[], changed: boolean, pending: string[], since: string }} input
 * @returns {{ bump: 'major' | 'minor', text: string } | undefined}
 */
export function contractChangeset({ breaks, changed, pending, since }) {
  const need = breaks.length ? 'major' : changed ? 'minor' : undefined;
  if (!need) return undefined;
  const have = pendingBump(pending);
  if (have && BUMPS.indexOf(have) >= BUMPS.indexOf(need)) return undefined;
  const lines = breaks.length
    ? [`契约与 ${since} 相比有 ${breaks.length} 处破坏性变更（scripts/spec-compat.mjs）：`, '']
        .concat(breaks.slice(0, 50).map((b) => `- ${b.kind} ${b.where}：${b.detail}`))
        .concat(breaks.length > 50 ? [`- … 另有 ${breaks.length - 50} 处`] : [])
    : [`契约与 ${since} 相比有新增或不破坏调用方的变更（见 spec/CHANGELOG.md）。`];
  const text = `---\n'@site/sdk': ${need}\n'@site/mock-server': ${need}\n---\n\n${lines.join('\n')}\n`;
  return { bump: need, text };
}
