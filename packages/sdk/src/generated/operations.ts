/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 每个调用：operationId → 方法、路径、业务域、是否返回文件、请求体格式。供按 operationId 调用（@site/sdk/operations）。 */
export const operations = {
  admSystemLogin: { method: 'post', path: '/adm-system/user/login', tag: 'auth', blob: false, body: 'json' },
  getUserInfo: { method: 'get', path: '/adm-system/user/userInfo', tag: 'auth', blob: false, body: null },
  appLogin: { method: 'post', path: '/app/login/{id}', tag: 'auth', blob: false, body: 'json' },
  paramLogin: { method: 'post', path: '/orgdept/paramLogin', tag: 'auth', blob: false, body: 'json' },
  ssoLogin: { method: 'post', path: '/orgdept/ssoLogin', tag: 'auth', blob: false, body: 'json' },
  changeIdentity: { method: 'post', path: '/pc/account/change/identities', tag: 'auth', blob: false, body: 'json' },
  loginV2: { method: 'post', path: '/pc/account/login_v2', tag: 'auth', blob: false, body: 'json' },
  resetPassword: { method: 'post', path: '/pc/account/password/reset', tag: 'auth', blob: false, body: 'json' },
  changeProject: { method: 'post', path: '/pc/org/project/change', tag: 'auth', blob: false, body: 'json' },
  smsLogin: { method: 'post', path: '/pc/sms/login/{id}', tag: 'auth', blob: false, body: 'json' },
  sendResetPasswordCode: { method: 'post', path: '/pc/sms/pwd/reset/{phone}', tag: 'auth', blob: false, body: null },
  sendLoginSmsCode: { method: 'get', path: '/pc/vercode', tag: 'auth', blob: false, body: null },
  listAllUserMenus: { method: 'get', path: '/api/user/menu/all', tag: 'menu', blob: false, body: null },
  deleteMenu: { method: 'post', path: '/pc/memu/del/{id}', tag: 'menu', blob: false, body: null },
  editMenu: { method: 'post', path: '/pc/vmemu/edit', tag: 'menu', blob: false, body: 'json' },
  listMenuTree: { method: 'get', path: '/pc/vmemu/list', tag: 'menu', blob: false, body: null },
  loadServerMenu: { method: 'get', path: '/pc/vmemu/load', tag: 'menu', blob: false, body: null },
  editRoleMenuPowers: { method: 'post', path: '/pc/vmemu/power/edit', tag: 'menu', blob: false, body: 'json' },
  listRoleMenuPowers: { method: 'get', path: '/pc/vmemu/power/list/{id}', tag: 'menu', blob: false, body: null },
  deleteRole: { method: 'post', path: '/pc/vrole/del/{id}', tag: 'menu', blob: false, body: null },
  editRole: { method: 'post', path: '/pc/vrole/edit', tag: 'menu', blob: false, body: 'json' },
  listRoles: { method: 'get', path: '/pc/vrole/list', tag: 'menu', blob: false, body: null },
  listRoleTypeOptions: { method: 'get', path: '/pc/vrole/type/select', tag: 'menu', blob: false, body: null },
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** 各业务域的 operationId。 */
export interface AreaOperationIds {
  'auth': 'admSystemLogin' | 'getUserInfo' | 'appLogin' | 'paramLogin' | 'ssoLogin' | 'changeIdentity' | 'loginV2' | 'resetPassword' | 'changeProject' | 'smsLogin' | 'sendResetPasswordCode' | 'sendLoginSmsCode';
  'menu': 'listAllUserMenus' | 'deleteMenu' | 'editMenu' | 'listMenuTree' | 'loadServerMenu' | 'editRoleMenuPowers' | 'listRoleMenuPowers' | 'deleteRole' | 'editRole' | 'listRoles' | 'listRoleTypeOptions';
}
export type Area = keyof AreaOperationIds;
