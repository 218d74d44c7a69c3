// A signed project entry (POST /orgdept/paramLogin with timestamp and sign): the rule the contract describes
// (inferred), checked by the mock when a signature is sent; an unsigned entry still works (the console's own project
// tabs are not signed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_SECRET_DEFAULT, portalSign, portalSignString, startMock, type MockServer } from '@site/mock-server';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock({ port: 0, say: () => {} });
});
afterAll(() => mock.close());

const ENTRY = {
  project_id: 1001,
  project_name: '滨江花园二期住宅项目',
  is_have_bim: 'BIM',
  mobile: '13905710001',
  name: '周明',
  org_batch_id: 11,
  user_innerid: 'U0101',
};
const now = () => Math.floor(Date.now() / 1000);

async function paramLogin(body: Record<string, unknown>) {
  const res = await fetch(`${mock.url}/orgdept/paramLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-world': 'portal-sign' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; msg: string; data?: { token?: string; source?: number } };
}

describe('the signed string', () => {
  it('is every field but sign, sorted by name, name=value joined by &, not URL-encoded', () => {
    expect(portalSignString({ ...ENTRY, timestamp: 1763856000, sign: 'x', empty: undefined })).toBe(
      'is_have_bim=BIM&mobile=13905710001&name=周明&org_batch_id=11&project_id=1001' +
        '&project_name=滨江花园二期住宅项目&timestamp=1763856000&user_innerid=U0101',
    );
    expect(portalSign({ a: 1 }, 'k')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('paramLogin checks a signature when one is sent', () => {
  it('a good, fresh signature signs in as a project (source 4), once', async () => {
    const signed = { ...ENTRY, timestamp: now() };
    const body = { ...signed, sign: portalSign(signed, PORTAL_SECRET_DEFAULT) };
    const first = await paramLogin(body);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ source: 4 });
    expect(first.data?.token).toBeTruthy();
    expect(await paramLogin(body)).toMatchObject({ code: 500, msg: '入口链接已使用，请从门户重新进入' });
  });

  it('a signature that does not match the parameters is refused with a Chinese message', async () => {
    const signed = { ...ENTRY, timestamp: now() };
    const sign = portalSign(signed, PORTAL_SECRET_DEFAULT);
    expect(await paramLogin({ ...signed, user_innerid: 'U0001', sign })).toMatchObject({
      code: 500,
      msg: '入口签名无效，请从门户重新进入',
    });
    expect(await paramLogin({ ...signed, sign: portalSign(signed, 'another-secret') })).toMatchObject({
      msg: '入口签名无效，请从门户重新进入',
    });
  });

  it('a timestamp more than 300 s from the mock clock is refused', async () => {
    const old = { ...ENTRY, timestamp: now() - 301 };
    expect(await paramLogin({ ...old, sign: portalSign(old) })).toMatchObject({
      code: 500,
      msg: '入口链接已过期，请从门户重新进入',
    });
  });

  it('a sign without a timestamp is refused; an unsigned entry signs in as before', async () => {
    expect(await paramLogin({ ...ENTRY, sign: portalSign(ENTRY) })).toMatchObject({
      msg: '入口签名不完整，请从门户重新进入',
    });
    expect((await paramLogin(ENTRY)).code).toBe(0);
  });
});
