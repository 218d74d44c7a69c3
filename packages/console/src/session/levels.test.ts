import { describe, expect, it } from 'vitest';
import { screenType, shows2D, shows3D, showsOrgTree } from './levels';

describe('top bar by account level (seed 000 §2, §6)', () => {
  it.each([
    [2, true, true, 'nation'],
    [3, true, true, 'nation'],
    [4, false, true, 'project'],
    [5, false, false, 'project'],
    [10, false, false, 'project'],
  ] as const)('source %i: org tree %s, 2D %s, opens %s', (source, tree, twoD, type) => {
    expect(showsOrgTree({ source })).toBe(tree);
    expect(shows2D({ source })).toBe(twoD);
    expect(screenType({ source })).toBe(type);
  });

  it.each([
    [4, 'BIM', true],
    [4, '1', true],
    [4, '', false],
    [4, '0', false],
    [2, 'BIM', true],
    [3, 'has BIM model', true],
    [2, '1', false],
    [5, 'BIM', false],
    [10, 'BIM', false],
  ] as const)('3D: source %i with flag %j → %s', (source, is_have_bim, expected) =>
    expect(shows3D({ source, is_have_bim })).toBe(expected),
  );
});
