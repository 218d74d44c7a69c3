import { describe, expect, it } from 'vitest';
import {
  accountBody,
  accountValues,
  courtOf,
  daysUntil,
  menuAllowed,
  nameContains,
  recentQuarters,
} from './legal-model';

const COURTS = [
  { dictLabel: '杭州市滨江区人民法院', dictValue: '0108' },
  { dictLabel: '杭州市上城区人民法院', dictValue: '0102' },
  { dictLabel: '杭州市劳动人事争议仲裁委员会', dictValue: 'LDZC' },
  { dictLabel: '杭州市中级人民法院', dictValue: '01' },
];

describe('accountBody', () => {
  const form = {
    userId: '5004',
    orgId: '1001',
    account: ' hexiaodong ',
    userName: '何晓东',
    mobile: '13905710004',
    roleIds: ['3', '4'],
    status: '1',
  };
  it('builds the add body with integers and the organisation level', () => {
    expect(accountBody(form, 3)).toEqual({
      userId: 5004,
      account: 'hexiaodong',
      userName: '何晓东',
      mobile: '13905710004',
      orgId: 1001,
      orgType: 3,
      roleIds: [3, 4],
      status: 1,
    });
  });
  it('carries the id on update and leaves out an empty person and unknown level', () => {
    const body = accountBody({ ...form, userId: '', status: '0' }, undefined, 8105);
    expect(body.id).toBe(8105);
    expect(body.status).toBe(0);
    expect('userId' in body).toBe(false);
    expect('orgType' in body).toBe(false);
  });
});

describe('accountValues', () => {
  it('gives a stored account as text values, an unknown person, mobile and roles as empty', () => {
    expect(accountValues({ orgId: 1001, account: 'hexiaodong', userName: '何晓东', status: 0 })).toEqual({
      userId: '',
      orgId: '1001',
      account: 'hexiaodong',
      userName: '何晓东',
      mobile: '',
      roleIds: [],
      status: '0',
    });
    expect(
      accountValues({ userId: 5004, orgId: 1, account: 'a', userName: 'b', mobile: '139', roleIds: [3], status: 1 }),
    ).toMatchObject({ userId: '5004', mobile: '139', roleIds: ['3'], status: '1' });
  });
});

describe('courtOf reads the court from the case number', () => {
  it.each([
    ['(2026)浙0108民初4521号', '杭州市滨江区人民法院'],
    ['（2026）浙0102民初3876号', '杭州市上城区人民法院'],
    ['杭劳人仲案字〔2026〕第1529号', '杭州市劳动人事争议仲裁委员会'],
    ['(2026)浙01民终88号', '杭州市中级人民法院'],
    ['(2026)浙0110民初2210号', undefined],
    ['LSH-1', undefined],
  ])('%s → %s', (no, court) => expect(courtOf(no, COURTS)).toBe(court));
});

describe('recentQuarters', () => {
  it('counts back across the year', () => {
    expect(recentQuarters(new Date(2026, 1, 10), 3)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3']);
    expect(recentQuarters(new Date(2026, 10, 23), 1)).toEqual(['2026-Q4']);
  });
});

describe('client-side filtering of unpaged lookups', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({ n: i % 2 ? '高远' : '陆佳怡' }));
  it('filters by name, empty keeps all', () => {
    expect(nameContains(rows, (r) => r.n, '高').length).toBe(11);
    expect(nameContains(rows, (r) => r.n, ' ').length).toBe(23);
  });
});

describe('daysUntil', () => {
  const now = new Date(2026, 10, 23, 18, 0);
  it.each([
    ['2026-11-23 09:00:00', 0],
    ['2026-11-27 14:00:00', 4],
    ['2026-11-20 09:00:00', -3],
    [null, undefined],
  ])('%s → %s', (t, d) => expect(daysUntil(t, now)).toBe(d));
});

describe('menuAllowed', () => {
  const sys = { id: 4, label: '系统设置', uncontrol: true };
  it.each([
    [1, true],
    [2, false],
    [3, false],
  ])('uncontrol menu at org level %s → %s', (t, ok) => expect(menuAllowed(sys, t)).toBe(ok));
  it('controlled menus are open to every level', () => expect(menuAllowed({ id: 1, label: '法务首页' }, 3)).toBe(true));
});
