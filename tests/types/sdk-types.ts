// Compile-time proof of the SDK's typing (checked by `tsc -p tests`, never run): bodies, parameters and answers
// follow the spec, and mistakes are errors. Each @ts-expect-error fails the typecheck if the mistake stops being one.
import { createClient } from '@site/sdk';
import { createOperations } from '@site/sdk/operations';

const api = createClient({ baseUrl: 'http://127.0.0.1:4010' });
const ops = createOperations(api);

export async function typed(): Promise<unknown[]> {
  const login = await api.POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } });
  const token: string | undefined = login.data?.token;
  // @ts-expect-error the body is required
  await api.POST('/pc/account/login_v2');
  // @ts-expect-error account is a string
  await api.POST('/pc/account/login_v2', { body: { account: 1, password: 'x' } });
  // @ts-expect-error not a path of the spec
  await api.GET('/no/such/path');
  // @ts-expect-error login is POST, not GET
  await api.GET('/pc/account/login_v2');
  const user = await api.GET('/adm-system/user/userInfo', { silent: true, timeoutMs: 2000 });
  const codes: string[] = user.data?.apiCodeList ?? [];
  const sms = await api.POST('/pc/sms/login/{id}', {
    params: { path: { id: '13800138000' } },
    body: { code: '123456' } as never,
  });
  // Exports answer a File (a Blob with the server's file name).
  const file = await api.POST('/duty/appendance/panelExport', { body: {} as never });
  const name: string = file.name;
  // By operationId and by area, with the same types.
  const again = await ops.call('getUserInfo');
  const realName: string | undefined = again.data?.realName;
  const viaArea = await ops.area('auth').loginV2({ body: { account: 'a', password: 'b' } });
  // @ts-expect-error unknown operationId
  await ops.call('noSuchOperation');
  return [token, codes, sms, name, realName, viaArea.data?.token];
}
