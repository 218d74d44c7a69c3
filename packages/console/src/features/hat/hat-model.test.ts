import { describe, expect, it } from 'vitest';
import {
  batchState,
  bindBody,
  canConfirmUpload,
  canDeleteUpload,
  CHECK_STATUS,
  helmetState,
  isBound,
  isSpreadsheet,
  OBSERVER_TYPES,
  RETURN_TYPES,
  uploadListQuery,
} from './hat-model';

describe('bindBody', () => {
  it('sends exactly innerid, name, id, batch_id: the helmet from nobind and the person from the row', () => {
    const helmet = { innerid: 'HAT-M0005', batch_id: 'B20261120001', model: 'ZH-S3 管理型', electricity: 100 };
    const person = { id: 5005, name: '林峰', mobile: '13905710005', post_name: '安全总监' };
    const body = bindBody(person, helmet);
    expect(body).toEqual({ innerid: 'HAT-M0005', name: '林峰', id: 5005, batch_id: 'B20261120001' });
    expect(Object.keys(body).sort()).toEqual(['batch_id', 'id', 'innerid', 'name']);
  });
});

describe('binding state', () => {
  it.each([
    [{ innerid: '' }, false],
    [{ innerid: '  ' }, false],
    [{ innerid: null }, false],
    [{ innerid: 'HAT-A0001' }, true],
  ])('%o bound: %s', (row, bound) => expect(isBound(row)).toBe(bound));

  it('an unbound row shows 未绑定 without battery', () => {
    expect(helmetState({ innerid: '', online: false, electricity: null })).toEqual({
      label: '未绑定',
      tone: 'muted',
    });
  });
  it('a bound row shows online state and the battery, low under 20%', () => {
    const s = helmetState({ innerid: 'HAT-A0006', online: true, electricity: 18 });
    expect(s.label).toBe('在线');
    expect(s.battery?.label).toBe('18%');
    expect(s.battery?.className).toContain('danger');
    expect(helmetState({ innerid: 'HAT-A0001', online: false, electricity: 86 }).battery?.className).not.toContain(
      'danger',
    );
    expect(helmetState({ innerid: 'HAT-A0001', online: false, electricity: 86 }).label).toBe('离线');
  });
});

describe('status tables', () => {
  it.each([
    [1, '正常归还'],
    [2, '损坏'],
    [3, '遗失'],
  ] as const)('return_type %i is %s', (v, label) => expect(RETURN_TYPES[v]?.label).toBe(label));
  it.each([
    [0, '待确认'],
    [1, '已确认'],
    [2, '校验失败'],
  ] as const)('check_status %i is %s', (v, label) => expect(CHECK_STATUS[v]?.label).toBe(label));
});

describe('upload rows', () => {
  it.each([
    [0, true, true],
    [1, false, false],
    [2, false, true],
  ] as const)('check_status %i: confirm %s, delete %s', (check_status, confirm, del) => {
    expect(canConfirmUpload({ check_status })).toBe(confirm);
    expect(canDeleteUpload({ check_status })).toBe(del);
  });
  it('lists a batch in one go: page 1, limit 10000', () => {
    expect(uploadListQuery('B20261123001')).toEqual({ batch_id: 'B20261123001', page: 1, limit: 10000 });
  });
  it('accepts only Excel files', () => {
    expect(isSpreadsheet('工人安全帽绑定导入.xlsx')).toBe(true);
    expect(isSpreadsheet('OLD.XLS')).toBe(true);
    expect(isSpreadsheet('名单.csv')).toBe(false);
    expect(isSpreadsheet('xlsx')).toBe(false);
  });
});

describe('roster uploads (旁站人员, 管理人员名单)', () => {
  it('counts the rows that wait, are confirmed and failed', () => {
    expect(batchState([{ check_status: 0 }, { check_status: 0 }, { check_status: 2 }])).toEqual({
      waiting: 2,
      failed: 1,
      confirmed: 0,
    });
    expect(batchState([{ check_status: 0 }, { check_status: 1 }])).toEqual({ waiting: 1, failed: 0, confirmed: 1 });
    expect(batchState([])).toEqual({ waiting: 0, failed: 0, confirmed: 0 });
  });
  it.each([
    [1, '总包旁站'],
    [2, '分包旁站'],
    [3, '监理旁站'],
    [4, '安全观察员'],
  ] as const)('observer_type %i is %s', (v, label) => expect(OBSERVER_TYPES[v].label).toBe(label));
});
