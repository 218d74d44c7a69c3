import { describe, expect, it } from 'vitest';
import { contractChangeset, pendingBump } from './release.mjs';

const brk = { kind: 'operation-removed', where: 'GET /a', detail: '调用被删除' };
const pending = (bump) => `---\n"@site/sdk": ${bump}\n---\n\n说明\n`;

describe('the changeset the contract asks for', () => {
  it('a break for callers is a major bump of the SDK and the mock, listing each break', () => {
    const note = contractChangeset({ breaks: [brk], changed: true, pending: [], since: '@site/sdk@2.0.0' });
    expect(note?.bump).toBe('major');
    expect(note?.text).toMatch(/^---\n'@site\/sdk': major\n'@site\/mock-server': major\n---/);
    expect(note?.text).toContain('operation-removed GET /a：调用被删除');
  });
  it('a change that breaks nothing is a minor bump; no change asks nothing', () => {
    expect(contractChangeset({ breaks: [], changed: true, pending: [], since: 't' })?.bump).toBe('minor');
    expect(contractChangeset({ breaks: [], changed: false, pending: [], since: 't' })).toBeUndefined();
  });
  it('a pending changeset that already asks as much is enough; a smaller one is not', () => {
    expect(
      contractChangeset({ breaks: [brk], changed: true, pending: [pending('major')], since: 't' }),
    ).toBeUndefined();
    expect(contractChangeset({ breaks: [brk], changed: true, pending: [pending('minor')], since: 't' })?.bump).toBe(
      'major',
    );
    expect(contractChangeset({ breaks: [], changed: true, pending: [pending('minor')], since: 't' })).toBeUndefined();
  });
  it('reads the highest bump for @site/sdk among the pending changesets', () => {
    expect(pendingBump([pending('patch'), pending('minor')])).toBe('minor');
    expect(pendingBump(["---\n'@site/mock-server': major\n---\n"])).toBeUndefined();
  });
});
