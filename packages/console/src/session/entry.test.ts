import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ POST: vi.fn() }));
const session = vi.hoisted(() => ({ resetToken: vi.fn(), setIdentity: vi.fn(), setToken: vi.fn() }));
vi.mock('@/platform/api', () => ({ api }));
vi.mock('@/platform/session-store', () => ({ session }));
const { consumeEntryParams, readEntryParams, takeTicket } = await import('./entry');

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
    [
      'http://h/?project_id=1001&user_innerid=U0101&timestamp=1763856000&sign=4f0c8e&extra=1#/',
      'http://h/?extra=1#/',
      { project_id: '1001', user_innerid: 'U0101', timestamp: '1763856000', sign: '4f0c8e' },
    ],
    [
      'http://h/#/?project_id=1001&user_innerid=U0101&timestamp=1763856000&sign=4f0c8e',
      'http://h/#/',
      { project_id: '1001', user_innerid: 'U0101', timestamp: '1763856000', sign: '4f0c8e' },
    ],
    // Without a project entry, a page's own timestamp or sign is not the portal's: it stays.
    ['http://h/#/report?timestamp=1763856000', 'http://h/#/report?timestamp=1763856000', {}],
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

describe('a portal entry forwards every parameter it receives to paramLogin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('timestamp and sign included, as the portal sent them; the address loses them all', async () => {
    const replaceState = vi.fn();
    vi.stubGlobal('window', {
      location: {
        href:
          'http://h/?project_id=1001&project_name=%E6%BB%A8%E6%B1%9F%E8%8A%B1%E5%9B%AD&is_have_bim=BIM' +
          '&mobile=13905710001&name=%E5%91%A8%E6%98%8E&org_batch_id=11&user_innerid=U0101' +
          '&timestamp=1763856000&sign=9b1c0d#/',
      },
      history: { state: null, replaceState },
    });
    api.POST.mockResolvedValue({ code: 0, data: { token: 't', source: 4, innerid: 'U0101', role_id: 2 } });
    await consumeEntryParams();
    expect(replaceState).toHaveBeenCalledWith(null, '', 'http://h/#/');
    expect(api.POST).toHaveBeenCalledWith('/orgdept/paramLogin', {
      body: {
        project_id: 1001,
        project_name: '滨江花园',
        is_have_bim: 'BIM',
        mobile: '13905710001',
        name: '周明',
        org_batch_id: 11,
        user_innerid: 'U0101',
        timestamp: 1763856000,
        sign: '9b1c0d',
      },
    });
    expect(session.setIdentity).toHaveBeenCalledWith(expect.objectContaining({ token: 't', source: 4 }));
  });
});
