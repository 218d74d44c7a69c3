import { describe, expect, it } from 'vitest';
import { clampBall } from './ball';

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
