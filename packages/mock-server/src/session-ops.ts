// The session calls the mock answers itself (seed 000 §§1–8): sign-in, identities, menus. Its own module, without
// imports, so the model (model.ts) can tell them apart without reaching into their handlers (session.ts).
const SESSION_OPERATION_IDS = [
  'loginV2',
  'admSystemLogin',
  'appLogin',
  'devMockLogin',
  'devMockLogout',
  'sendLoginSmsCode',
  'sendResetPasswordCode',
  'smsLogin',
  'resetPassword',
  'resetOrgPersonPassword',
  'paramLogin',
  'ssoLogin',
  'changeIdentity',
  'changeProject',
  'loadServerMenu',
  'listAllUserMenus',
  'editRoleMenuPowers',
  'listRoleMenuPowers',
  'getUserInfo',
] as const;
export type SessionOperation = (typeof SESSION_OPERATION_IDS)[number];
export const SESSION_OPERATIONS: ReadonlySet<string> = new Set(SESSION_OPERATION_IDS);
export const isSessionOperation = (id: string): id is SessionOperation => SESSION_OPERATIONS.has(id);
