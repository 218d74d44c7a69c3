import { describe, expect, it } from 'vitest';
import { slotCount, slotKey } from './list-screen';

describe('virtual list row slots', () => {
  it('holds every row a view can draw, with overscan', () => {
    // 560 px of 41 px rows show 14 rows; 4 more each side and one partial row at each edge.
    expect(slotCount(560, 41)).toBe(14 + 8 + 2);
  });

  it('never gives two drawn rows the same key, wherever the view is', () => {
    const slots = slotCount(560, 41);
    for (const start of [0, 1, 13, 31, 32, 9969]) {
      const keys = Array.from({ length: slots }, (_, i) => slotKey({ start, slots }, i));
      expect(new Set(keys).size).toBe(slots);
    }
  });

  it('keeps a row in its slot when the view moves by a few rows (its <tr> is reused, not redrawn)', () => {
    const slots = slotCount(560, 41);
    // Row 20 drawn as the 20th row from 0, then as the 17th row from 3: same key.
    expect(slotKey({ start: 0, slots }, 20)).toBe(slotKey({ start: 3, slots }, 17));
  });
});
