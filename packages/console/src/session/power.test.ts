import { describe, expect, it } from 'vitest';
import { canPower, pagePermission, POWER_BITS, type PowerAction } from './power';
import type { MenuRoute } from './menu';

// Seed 000 §6, one row per line of the table (each row's actions share a bit).
const table: [number, PowerAction[]][] = [
  [2, ['add', 'discard']],
  [4, ['edit']],
  [8, ['delete']],
  [16, ['set', 'discardImport']],
  [32, ['cancel', 'return']],
  [64, ['start', 'bindManager', 'configSet']],
  [128, ['bindWorker']],
  [256, ['showProtocol']],
  [512, ['useDetail']],
];

describe('power_value bits', () => {
  it.each(table)('bit %i allows %j only when set', (bit, actions) => {
    for (const action of actions) {
      expect(POWER_BITS[action]).toBe(bit);
      expect(canPower(bit, action)).toBe(true);
      expect(canPower(0, action)).toBe(false);
      expect(canPower(2046 & ~bit, action)).toBe(false); // every other bit set
      expect(canPower(2046, action)).toBe(true);
    }
  });

  it('bit 1024: editStatus is allowed when the bit is NOT set', () => {
    expect(POWER_BITS.editStatus).toBe(1024);
    expect(canPower(0, 'editStatus')).toBe(true);
    expect(canPower(1024, 'editStatus')).toBe(false);
    expect(canPower(1024 | 4, 'editStatus')).toBe(false);
    expect(canPower(1022, 'editStatus')).toBe(true);
  });

  it('every action of the table is covered', () => {
    const covered = new Set([...table.flatMap(([, a]) => a), 'editStatus']);
    expect([...covered].sort()).toEqual(Object.keys(POWER_BITS).sort());
  });
});

describe('page permission', () => {
  const route = { path: '/team', powerValue: 2 | 8, perms: ['team:checkin', 'team:exit'] } as MenuRoute;
  const p = pagePermission(route, ['worker:add']);
  it('reads the page bits', () => {
    expect(p.can('add')).toBe(true);
    expect(p.can('delete')).toBe(true);
    expect(p.can('edit')).toBe(false);
  });
  it('reads perms and apiCodeList', () => {
    expect(p.hasPerm('team:checkin')).toBe(true);
    expect(p.hasPerm('team:del')).toBe(false);
    expect(p.hasApi('worker:add')).toBe(true);
    expect(p.hasApi('worker:delete')).toBe(false);
  });
  it('a page missing from the menu allows nothing but editStatus', () => {
    const none = pagePermission(undefined, []);
    expect(none.can('add')).toBe(false);
    expect(none.can('editStatus')).toBe(true);
  });
});
