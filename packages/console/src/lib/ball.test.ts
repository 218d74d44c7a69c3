import { describe, expect, it } from 'vitest';
import { clampBall, tuckOffset } from './ball';

const vp = { width: 1440, height: 900 };
describe('help ball stays 47 px from the sides and 30 px from top and bottom', () => {
  it.each([
    [
      [0, 0],
      [47, 30],
    ],
    [
      [-500, 2000],
      [47, 900 - 30 - 66],
    ],
    [
      [5000, 400],
      [1440 - 47 - 66, 400],
    ],
    [
      [700, 400],
      [700, 400],
    ],
  ])('%j → %j', ([x, y], [ex, ey]) => expect(clampBall(x!, y!, vp)).toEqual({ x: ex, y: ey }));
});

describe('a ball resting by the right side tucks half out of view', () => {
  it.each([
    [1440 - 47 - 66, 1440, 80],
    [5000, 1440, 80],
    [47, 1440, 0],
    [700, 1440, 0],
    [1920 - 47 - 66, 1920, 80],
  ])('x %i in a %i px window → %i px', (x, width, offset) => expect(tuckOffset(x, width)).toBe(offset));
});
