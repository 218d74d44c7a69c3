/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「auth」的 15 个调用，按 operationId：`import { call, pages, auth } from '@site/sdk/areas/auth'`。 */
import type { operations } from './auth.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as AuthComponents, operations as AuthOperations } from './auth.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  admSystemLogin: 'POST /adm-system/user/login',
  getUserInfo: 'GET /adm-system/user/userInfo',
  appLogin: 'POST /app/login/{id}',
  getDevMockUserInfo: 'GET /dev-api/user/info',
  devMockLogin: 'POST /dev-api/user/login',
  devMockLogout: 'POST /dev-api/user/logout',
  paramLogin: 'POST /orgdept/paramLogin',
  ssoLogin: 'POST /orgdept/ssoLogin',
  changeIdentity: 'POST /pc/account/change/identities',
  loginV2: 'POST /pc/account/login_v2',
  resetPassword: 'POST /pc/account/password/reset',
  changeProject: 'POST /pc/org/project/change',
  smsLogin: 'POST /pc/sms/login/{id}',
  sendResetPasswordCode: 'POST /pc/sms/pwd/reset/{phone}',
  sendLoginSmsCode: 'GET /pc/vercode',
};

export type AuthOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface AuthInit {
  admSystemLogin: { params?: never; body: NonNullable<operations['admSystemLogin']['requestBody']>['content']['application/json'] } & CallInit;
  getUserInfo: { params?: never; body?: never } & CallInit;
  appLogin: { params: operations['appLogin']['parameters']; body: NonNullable<operations['appLogin']['requestBody']>['content']['application/json'] } & CallInit;
  getDevMockUserInfo: { params: operations['getDevMockUserInfo']['parameters']; body?: never } & CallInit;
  devMockLogin: { params?: never; body: NonNullable<operations['devMockLogin']['requestBody']>['content']['application/json'] } & CallInit;
  devMockLogout: { params?: never; body?: never } & CallInit;
  paramLogin: { params?: never; body: NonNullable<operations['paramLogin']['requestBody']>['content']['application/json'] } & CallInit;
  ssoLogin: { params?: never; body: NonNullable<operations['ssoLogin']['requestBody']>['content']['application/json'] } & CallInit;
  changeIdentity: { params?: never; body: NonNullable<operations['changeIdentity']['requestBody']>['content']['application/json'] } & CallInit;
  loginV2: { params?: never; body: NonNullable<operations['loginV2']['requestBody']>['content']['application/json'] } & CallInit;
  resetPassword: { params?: never; body: NonNullable<operations['resetPassword']['requestBody']>['content']['application/json'] } & CallInit;
  changeProject: { params?: never; body: NonNullable<operations['changeProject']['requestBody']>['content']['application/json'] } & CallInit;
  smsLogin: { params: operations['smsLogin']['parameters']; body: NonNullable<operations['smsLogin']['requestBody']>['content']['application/json'] } & CallInit;
  sendResetPasswordCode: { params: operations['sendResetPasswordCode']['parameters']; body?: never } & CallInit;
  sendLoginSmsCode: { params: operations['sendLoginSmsCode']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type AuthOptionalId = 'getUserInfo' | 'devMockLogout';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type AuthArgs = { [Id in AuthOperationId]: Id extends AuthOptionalId ? [init?: AuthInit[Id]] : [init: AuthInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type AuthPagedId = never;
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type AuthCall = <Id extends AuthOperationId>(client: Requester, id: Id, ...init: Id extends AuthOptionalId ? [init?: AuthInit[Id]] : [init: AuthInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type AuthPages = <Id extends AuthPagedId>(client: Requester, id: Id, ...init: Id extends AuthOptionalId ? [init?: AuthInit[Id]] : [init: AuthInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type AuthClient = { readonly [Id in AuthOperationId]: (...init: Id extends AuthOptionalId ? [init?: AuthInit[Id]] : [init: AuthInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends AuthPagedId>(id: Id, ...init: Id extends AuthOptionalId ? [init?: AuthInit[Id]] : [init: AuthInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'admSystemLogin', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AuthCall = /* @__PURE__ */ areaCall(table) as unknown as AuthCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AuthPages = /* @__PURE__ */ areaPages(table) as unknown as AuthPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const auth = (client: Requester): AuthClient => areaClient(table, client) as unknown as AuthClient;
