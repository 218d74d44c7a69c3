import { describe, expect, it } from 'vitest';
import { capitalRowRoute, cumRowRoute, taskRoute, withQuery } from './fund-routes';

describe('withQuery', () => {
  it('leaves out empty values', () => {
    expect(withQuery('/moneysource', { id: 9501, taskId: '', x: null, y: undefined })).toBe('/moneysource?id=9501');
    expect(withQuery('/publicToPublicPayment', {})).toBe('/publicToPublicPayment');
  });
});

describe('cumRowRoute', () => {
  const row = { id: 9401, proInstId: 'PI-2026-000141', payType: 2, status: 3 };
  it.each([
    [{ ...row, status: 1, payType: 1 }, '/partiallyrepay?proInstId=PI-2026-000141&id=9401'],
    [{ ...row, status: 1, payType: 2 }, '/partiallyrepay?proInstId=PI-2026-000141&id=9401'],
    [{ ...row, status: 1, payType: 3 }, '/finalPaymentByProxy?proInstId=PI-2026-000141&id=9401'],
    [{ ...row, status: 0 }, '/partiallyrepayone?id=9401'],
    [{ ...row, status: 3 }, '/partiallyrepayone?id=9401'],
    [{ ...row, status: 4, payType: 3 }, '/partiallyrepayone?id=9401'],
  ])('a task in approval opens its approval page, others the view (%o)', (r, to) => {
    expect(cumRowRoute(r)).toBe(to);
  });
});

describe('capitalRowRoute', () => {
  it.each([
    [0, true, '/moneysource?id=7'],
    [3, true, '/moneysource?id=7'],
    [1, true, '/moneysourceother?id=7'],
    [2, true, '/moneysourceother?id=7'],
    [0, false, '/moneysourceother?id=7'],
  ])('status %i with edit %s → %s', (status, canEdit, to) => {
    expect(capitalRowRoute({ id: 7, status }, canEdit)).toBe(to);
  });
});

describe('taskRoute', () => {
  const task = { procInstId: 'PI-2026-000126', taskId: 'T2026112300021', businessId: 9301 };
  it('opens the route with the business record, process and task', () => {
    expect(taskRoute({ ...task, route: '/moneysource' })).toBe(
      '/moneysource?id=9301&proInstId=PI-2026-000126&taskId=T2026112300021',
    );
  });
  it('has no page without a route (or with an external one)', () => {
    expect(taskRoute({ ...task, route: undefined })).toBeNull();
    expect(taskRoute({ ...task, route: 'https://example.invalid' })).toBeNull();
  });
});
