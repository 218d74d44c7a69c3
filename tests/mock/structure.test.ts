// The mock's source imports run one way (issue #25): no module reaches itself again through its imports, types
// included (index.ts ↔ proxy.ts, index.ts ↔ prism.ts, session → engine → model → session and spec.ts ↔ aggregate.ts
// were circles: the default contract path, the session calls' ids and the aggregate language's types live apart).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../packages/mock-server/src', import.meta.url));
const SDK = fileURLToPath(new URL('../../packages/sdk/src', import.meta.url));

/** Each module's imports and re-exports of its siblings (`./x.js` in the mock, `./x` in the SDK). */
function graph(dir = SRC): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const deps = [...text.matchAll(/^(?:import|export) [^;]*?from '\.\/([\w-]+)(?:\.js)?'/gm)].map((m) => `${m[1]}.ts`);
    out.set(file, deps);
  }
  return out;
}

function cycles(g: Map<string, string[]>): string[] {
  const found = new Set<string>();
  for (const start of g.keys()) {
    const stack: string[][] = [[start]];
    while (stack.length) {
      const path = stack.pop()!;
      for (const next of g.get(path[path.length - 1]!) ?? []) {
        if (next === start) found.add([...path, next].join(' → '));
        else if (!path.includes(next)) stack.push([...path, next]);
      }
    }
  }
  return [...found];
}

describe('mock-server source structure', () => {
  it('has no import circle', () => {
    const g = graph();
    expect(g.size).toBeGreaterThan(20);
    expect(g.get('index.ts')).toContain('proxy.ts');
    expect(cycles(g)).toEqual([]);
  });
});

// The SDK's client (issue #26): core.ts builds the full client from engine.ts and plugins.ts; all three read their
// types from client-types.ts (core ↔ engine ↔ plugins were a circle of type imports).
describe('sdk source structure', () => {
  it('has no import circle', () => {
    const g = graph(SDK);
    expect(g.get('core.ts')).toEqual(expect.arrayContaining(['engine.ts', 'plugins.ts', 'client-types.ts']));
    expect(cycles(g)).toEqual([]);
  });
});
