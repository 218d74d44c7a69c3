import { describe, expect, it } from 'vitest';
import {
  ATTEND_TASK_STATUS,
  EMERGENCY_STATUS,
  attendTaskOpen,
  canConfirmAttendCompany,
  canConfirmAttendTask,
  canConfirmAttendTeam,
  canConfirmCompany,
  canCorrectCompany,
  canDeleteAttendTask,
  canInitTodo,
  canRejectAttendCompany,
  canRemoveExp,
  canSubmitAttendTask,
  expRoute,
  optionsOf,
  taskLink,
  teamEditable,
} from './pay-status';
import { EXP_STATUS } from '@/domain/wage-exp-confirm';

describe('status tables (the spec descriptions)', () => {
  it.each([
    [ATTEND_TASK_STATUS, 0, '待确认'],
    [ATTEND_TASK_STATUS, 3, '已提交'],
    [EXP_STATUS, 3, '资金来源确认中'],
    [EXP_STATUS, 9, '已撤销'],
    [EMERGENCY_STATUS, 1, '待支付'],
  ])('%#: %s → %s', (table, value, label) => expect(table[value]?.label).toBe(label));

  it('optionsOf lists the values in order as filter options', () =>
    expect(optionsOf(ATTEND_TASK_STATUS).map((o) => o.value)).toEqual(['0', '1', '2', '3']));
});

describe('what each status allows', () => {
  it.each([
    [0, true, false, true],
    [1, false, false, true],
    [2, false, true, true],
    [3, false, false, false],
  ])('attendance task %i: delete %s, submit %s, still open %s', (status, del, submit, open) => {
    expect(canDeleteAttendTask(status)).toBe(del);
    expect(canSubmitAttendTask(status)).toBe(submit);
    expect(attendTaskOpen(status)).toBe(open);
  });

  it('the project confirms once every team has', () => {
    expect(canConfirmAttendTask({ status: 1, teamCount: 6, confirmedTeamCount: 6 })).toBe(true);
    expect(canConfirmAttendTask({ status: 1, teamCount: 6, confirmedTeamCount: 4 })).toBe(false);
    expect(canConfirmAttendTask({ status: 2, teamCount: 6, confirmedTeamCount: 6 })).toBe(false);
    expect(canConfirmAttendTask({ status: 1, teamCount: 0, confirmedTeamCount: 0 })).toBe(false);
  });

  it.each([
    [0, true],
    [1, false],
    [2, true],
  ])('team %i can confirm: %s', (status, ok) => expect(canConfirmAttendTeam(status)).toBe(ok));

  it.each([
    [0, true, true],
    [1, false, false],
    [2, true, false],
  ])('company %i can confirm: %s, can send back: %s', (status, confirm, reject) => {
    expect(canConfirmAttendCompany(status)).toBe(confirm);
    expect(canRejectAttendCompany(status)).toBe(reject);
  });

  it.each([
    [0, true],
    [1, true],
    [2, false],
    [4, false],
    [9, false],
  ])('pre-settlement %i can be removed and get to-dos: %s', (status, ok) => {
    expect(canRemoveExp(status)).toBe(ok);
    expect(canInitTodo(status)).toBe(ok);
  });

  it('companies: confirm when waiting, correct when decided', () => {
    expect([0, 1, 2, 3].map(canConfirmCompany)).toEqual([false, true, false, false]);
    expect([0, 1, 2, 3].map(canCorrectCompany)).toEqual([false, false, true, true]);
  });

  it('a submitted team sheet is locked', () => expect([0, 1, 2].map(teamEditable)).toEqual([true, false, true]));
});

describe('addresses of the fixed routes', () => {
  const row = { id: 9001, proInstId: 'PI-2026-000123', projectName: '滨江花园', period: '2026-10' };
  it('待维护 → /wagesmaintenance, others → /wagesconfirm, other type → /wagesother', () => {
    expect(expRoute({ ...row, status: 0, expType: 1 })).toMatch(
      /^\/wagesmaintenance\?expId=9001&proInstId=PI-2026-000123/,
    );
    expect(expRoute({ ...row, status: 1, expType: 1 })).toMatch(/^\/wagesconfirm\?/);
    expect(expRoute({ ...row, status: 0, expType: 3 })).toMatch(/^\/wagesother\?/);
    expect(new URLSearchParams(expRoute({ ...row, status: 2 }).split('?')[1]).get('projectName')).toBe('滨江花园');
  });
  it('taskLink carries the task, team and title parts', () => {
    const q = new URLSearchParams(
      taskLink('/attendanceConfirmation', { taskId: 96001, teamId: 3001, projectName: 'P', period: '2026-10' }).split(
        '?',
      )[1],
    );
    expect(Object.fromEntries(q)).toEqual({ taskId: '96001', teamId: '3001', projectName: 'P', period: '2026-10' });
  });
});
