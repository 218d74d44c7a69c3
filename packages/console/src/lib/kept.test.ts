import { describe, expect, it, vi } from 'vitest';
import { Kept } from './kept';
import { keptClasses } from './cn';

describe('Kept', () => {
  it('makes a value once per key and gives the kept one after', () => {
    const kept = new Kept<string, { n: number }>(10);
    const make = vi.fn(() => ({ n: 1 }));
    const first = kept.get('a', make);
    expect(kept.get('a', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    kept.get('b', make);
    expect(make).toHaveBeenCalledTimes(2);
  });
  it('empties itself when it reaches its limit, so a growing key set holds no memory', () => {
    const kept = new Kept<number, number>(3);
    const make = vi.fn((k: number) => k * 2);
    for (const k of [1, 2, 3]) kept.get(k, () => make(k));
    kept.get(4, () => make(4)); // the fourth key empties the three before it
    expect(kept.get(4, () => make(4))).toBe(8);
    kept.get(1, () => make(1));
    expect(make).toHaveBeenCalledTimes(5);
  });
  it('keptClasses makes a class string once per key', () => {
    const make = vi.fn(() => 'px-2 text-danger');
    expect(keptClasses('test|x', make)).toBe('px-2 text-danger');
    expect(keptClasses('test|x', make)).toBe('px-2 text-danger');
    expect(make).toHaveBeenCalledTimes(1);
  });
});
