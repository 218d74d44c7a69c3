import { describe, expect, it, vi } from 'vitest';

vi.mock('@/app/api', () => ({ api: {} }));
vi.mock('./session-store', () => ({ session: {} }));
const { readEntryParams, takeTicket } = await import('./entry');

describe('entry parameters leave the address bar', () => {
  it.each([
    ['http://h/?token=abc#/home', 'http://h/#/home', { token: 'abc' }],
    ['http://h/#/home?token=abc&tab=2', 'http://h/#/home?tab=2', { token: 'abc' }],
    ['http://h/?token=abc', 'http://h/', { token: 'abc' }],
    [
      'http://h/?project_id=1001&project_name=%E6%BB%A8%E6%B1%9F&is_have_bim=BIM&mobile=13800138000&name=%E7%8E%8B&org_batch_id=11&user_innerid=U0001#/',
      'http://h/#/',
      {
        project_id: '1001',
        project_name: '滨江',
        is_have_bim: 'BIM',
        mobile: '13800138000',
        name: '王',
        org_batch_id: '11',
        user_innerid: 'U0001',
      },
    ],
    ['http://h/#/wages?period=2026-10', 'http://h/#/wages?period=2026-10', {}],
  ])('%s → %s', (href, cleaned, params) => {
    const out = readEntryParams(href);
    expect(out.cleaned).toBe(cleaned);
    expect(Object.fromEntries(out.params)).toEqual(params);
  });
});

describe('an SSO ticket leaves the address bar', () => {
  it.each([
    ['http://h/#/ssoLogin?ticket=ST-1-admin', 'http://h/#/ssoLogin', 'ST-1-admin'],
    ['http://h/?ticket=ST-2#/ssoLogin', 'http://h/#/ssoLogin', 'ST-2'],
    ['http://h/#/ssoLogin?ticket=ST-3&from=portal', 'http://h/#/ssoLogin?from=portal', 'ST-3'],
    ['http://h/#/ssoLogin', 'http://h/#/ssoLogin', null],
  ])('%s → %s', (href, cleaned, ticket) => {
    expect(takeTicket(href)).toEqual({ ticket, cleaned });
  });
});
