import { describe, expect, it } from 'vitest';
import { defaultPair, headingOf, shareUrl, wrapOffset } from './panorama-model';

describe('wrapOffset', () => {
  it.each([
    [0, 1000, 0],
    [-250, 1000, -250],
    [-1000, 1000, 0],
    [-1250, 1000, -250],
    [250, 1000, -750],
    [2250, 1000, -750],
    [-999, 1000, -999],
  ])('offset %d on a %d px image → %d', (offset, width, expected) => {
    expect(wrapOffset(offset, width)).toBe(expected);
  });
  it('a zero-width image (not loaded yet) stays at 0', () => expect(wrapOffset(120, 0)).toBe(0));
});

describe('headingOf', () => {
  it('maps a quarter of the image to 90°, wrapping both ways', () => {
    expect(headingOf(0, 2000)).toBe(0);
    expect(headingOf(-500, 2000)).toBe(90);
    expect(headingOf(500, 2000)).toBe(270);
    expect(headingOf(-2000, 2000)).toBe(0);
  });
});

describe('defaultPair', () => {
  it('compares the earliest with the latest shot', () => {
    expect(defaultPair([{ id: 1 }, { id: 2 }, { id: 3 }]).map((s) => s?.id)).toEqual([1, 3]);
    expect(defaultPair([{ id: 7 }]).map((s) => s?.id)).toEqual([7, 7]);
    expect(defaultPair([])).toEqual([undefined, undefined]);
  });
});

describe('shareUrl', () => {
  it('builds the hash route on the console address, dropping the current hash', () => {
    expect(shareUrl('Hk3f9QzA', 'https://site.example/console/#/panorama')).toBe(
      'https://site.example/console/#/panorama/share/Hk3f9QzA',
    );
  });
});
