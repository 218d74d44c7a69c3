// The invariant suite's exceptions table (tests/mock/invariants.test.ts, `EXCEPTIONS`): the (operation, invariant)
// pairs that fail today, one a line, `operationId  invariant  defect seen`; `#` starts a comment. Read by the suite
// itself and by `site-mock --coverage`, which prints how many remain beside the operations answered by examples.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface InvariantException {
  operationId: string;
  invariant: string;
  defect: string;
}

export function parseExceptions(text: string): InvariantException[] {
  const out: InvariantException[] = [];
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z]\w*)\s+(\w+)\s+(.*)$/.exec(line.trim());
    if (m) out.push({ operationId: m[1] as string, invariant: m[2] as string, defect: m[3] as string });
  }
  return out;
}

/** The table in the workspace's suite (undefined outside the workspace, e.g. an installed package). */
export function workspaceExceptions(): InvariantException[] | undefined {
  const file = fileURLToPath(new URL('../../../tests/mock/invariants.test.ts', import.meta.url));
  if (!existsSync(file)) return undefined;
  const table = /const EXCEPTIONS = `([^`]*)`/.exec(readFileSync(file, 'utf8'))?.[1];
  return table === undefined ? undefined : parseExceptions(table);
}
