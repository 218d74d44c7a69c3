import { describe, expect, it } from 'vitest';
import {
  cancelBody,
  canCancel,
  detailHref,
  fileSize,
  progressOf,
  SPECIAL_STATUS,
  SPECIAL_TYPES,
  specialFilterQuery,
  TASK_STATUS,
  TASK_TYPES,
  taskFilterQuery,
} from './task-model';

describe('status and type tables (spec descriptions)', () => {
  it.each([
    [0, '待执行'],
    [1, '执行中'],
    [2, '已完成'],
    [3, '已逾期'],
    [4, '已作废'],
  ] as const)('task status %i is %s', (v, label) => expect(TASK_STATUS[v].label).toBe(label));
  it.each([
    [0, '待开始'],
    [1, '进行中'],
    [2, '已完成'],
    [3, '已逾期'],
    [4, '已作废'],
  ] as const)('special status %i is %s', (v, label) => expect(SPECIAL_STATUS[v].label).toBe(label));
  it('task types 1–6 and special types 1–5', () => {
    expect(Object.values(TASK_TYPES)).toEqual(['日常巡查', '安全检查', '班前教育', '旁站监督', '隐患复查', '其他']);
    expect(Object.values(SPECIAL_TYPES)).toEqual(['节前安全检查', '防汛防台', '高温季节', '冬季施工', '重大活动保障']);
  });
});

describe('canCancel', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, true],
    [4, false],
  ])('status %i → %s', (status, ok) => expect(canCancel(status)).toBe(ok));
});

describe('filter queries', () => {
  it('turns the address filters into the listPage query, numbers as numbers', () => {
    expect(
      taskFilterQuery({
        keyword: ' 郑浩 ',
        taskType: '2',
        status: '3',
        positionName: '施工员',
        startDate: '2026-11-01',
        endDate: '2026-11-22',
      }),
    ).toEqual({
      keyword: '郑浩',
      taskType: 2,
      status: 3,
      positionName: '施工员',
      startDate: '2026-11-01',
      endDate: '2026-11-22',
    });
  });
  it('drops empty and out-of-range values instead of sending them (the mock answers 400 for them)', () => {
    expect(taskFilterQuery({})).toEqual({});
    expect(taskFilterQuery({ taskType: '9', status: 'x', startDate: '2026/11/01', keyword: '  ' })).toEqual({});
  });
  it('the special ledger query has specialType and no positionName', () => {
    expect(specialFilterQuery({ specialType: '4', status: '0', positionName: '施工员' })).toEqual({
      specialType: 4,
      status: 0,
    });
    expect(specialFilterQuery({ specialType: '6' })).toEqual({});
  });
});

describe('cancellation', () => {
  it('sends the id and the trimmed reason', () => {
    expect(cancelBody(150004, '  改期  ')).toEqual({ id: 150004, cancelReason: '改期' });
  });
});

describe('helpers', () => {
  it('progress of checked items', () => {
    expect(progressOf({ checkItemCount: 24, finishedItemCount: 15 })).toBe(63);
    expect(progressOf({ checkItemCount: 0, finishedItemCount: 0 })).toBe(0);
    expect(progressOf({ checkItemCount: 10, finishedItemCount: 12 })).toBe(100);
  });
  it('detail route keyed by id and type', () => {
    expect(detailHref(150002, 'task')).toBe('/task/ledgerDetail?id=150002&type=task');
    expect(detailHref(160001, 'special')).toBe('/task/ledgerDetail?id=160001&type=special');
  });
  it('file sizes', () => {
    expect(fileSize(183204)).toBe('178.9 KB');
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(undefined)).toBe('');
  });
});
