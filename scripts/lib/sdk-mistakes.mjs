// Eighteen mistakes people make with the SDK, one a line (marked M1…M18); pnpm bench type-checks this file and counts
// that each marked line gets an error, and only those.
export const ADOPTION_MISTAKES = `import { createClient, isSdkError, call as wages } from '@site/sdk/areas/wages';
import { call as auth } from '@site/sdk/areas/auth';

const api = createClient({ baseUrl: 'http://127.0.0.1:4010' });
export async function mistakes() {
  await wages(api, 'listWageBaseConfigs', { body: { pageNum: 1 } }); // M1 misspelt operationId
  await auth(api, 'loginV3', { body: { account: 'admin', password: 'x' } }); // M2 unknown operationId
  await auth(api, 'loginV2', { body: { acount: 'admin', password: 'Admin@2026' } }); // M3 wrong body field
  await auth(api, 'loginV2', { body: { account: 'admin', password: 2026 } }); // M4 wrong body type
  await auth(api, 'loginV2'); // M5 missing body
  await auth(api, 'smsLogin', { body: { code: '123456' } }); // M6 missing path parameter
  await auth(api, 'smsLogin', { params: { path: { phone: '13800138000' } }, body: { code: '123456' } }); // M7 wrong path parameter
  await wages(api, 'getWagesBaseConfig', { params: { query: { projectID: 1001 } } }); // M8 wrong query parameter
  await wages(api, 'getWagesBaseConfig', { params: { query: { projectId: '1001' } } }); // M9 wrong query type
  await wages(api, 'listWagesBaseConfigs', { body: { pageNum: '1' } }); // M10 wrong body type
  await wages(api, 'listWagesBaseConfigs', { body: { configLevel: 3 } }); // M11 value outside the enum
  await wages(api, 'addWagesBaseConfig', { body: { orgId: 1 } }); // M12 missing required body fields
  const login = await auth(api, 'loginV2', { body: { account: 'admin', password: 'Admin@2026' } });
  console.log(login.data?.tokne); // M13 field that does not exist
  const page = await wages(api, 'listWagesBaseConfigs', { body: { pageNum: 1 } });
  console.log(page.data?.records); // M14 list read by the wrong name
  createClient({ baseUrl: '/api', timeout: 5000 }); // M15 option that does not exist
  createClient({ baseUrl: '/api', successCodes: ['0'] }); // M16 option of the wrong type
  await wages(api, 'getWagesBaseConfig', { params: { query: { id: 1 } }, silent: 'yes' }); // M17 call option of the wrong type
  try { await wages(api, 'getWagesBaseConfig'); } catch (e) { if (isSdkError(e) && e.kind === 'http-error') console.log('?'); } // M18 kind that does not exist
}
`;
