/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「auth」的 TanStack Query 选项：15 个调用（读 2 个，其中分页 0 个；写 13 个）。`import { … } from '@site/sdk/query/auth'`。 */
import type { operations } from '../areas/auth.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface AuthQueryParams {
  admSystemLogin: { params?: never; body: NonNullable<operations['admSystemLogin']['requestBody']>['content']['application/json'] };
  getUserInfo: { params?: never; body?: never };
  appLogin: { params: operations['appLogin']['parameters']; body: NonNullable<operations['appLogin']['requestBody']>['content']['application/json'] };
  getDevMockUserInfo: { params: operations['getDevMockUserInfo']['parameters']; body?: never };
  devMockLogin: { params?: never; body: NonNullable<operations['devMockLogin']['requestBody']>['content']['application/json'] };
  devMockLogout: { params?: never; body?: never };
  paramLogin: { params?: never; body: NonNullable<operations['paramLogin']['requestBody']>['content']['application/json'] };
  ssoLogin: { params?: never; body: NonNullable<operations['ssoLogin']['requestBody']>['content']['application/json'] };
  changeIdentity: { params?: never; body: NonNullable<operations['changeIdentity']['requestBody']>['content']['application/json'] };
  loginV2: { params?: never; body: NonNullable<operations['loginV2']['requestBody']>['content']['application/json'] };
  resetPassword: { params?: never; body: NonNullable<operations['resetPassword']['requestBody']>['content']['application/json'] };
  changeProject: { params?: never; body: NonNullable<operations['changeProject']['requestBody']>['content']['application/json'] };
  smsLogin: { params: operations['smsLogin']['parameters']; body: NonNullable<operations['smsLogin']['requestBody']>['content']['application/json'] };
  sendResetPasswordCode: { params: operations['sendResetPasswordCode']['parameters']; body?: never };
  sendLoginSmsCode: { params: operations['sendLoginSmsCode']['parameters']; body?: never };
}

/** 键 `['admSystemLogin', 参数]`：管理系统用户登录（POST /adm-system/user/login） */
export const admSystemLoginKey: KeyFn<'admSystemLogin', AuthQueryParams['admSystemLogin']> = /* @__PURE__ */ keyer('admSystemLogin');
/** 变更选项（useMutation，`mutate(参数)`）：管理系统用户登录（POST /adm-system/user/login） */
export const admSystemLoginMutationOptions: MutationFn<'admSystemLogin', AuthQueryParams['admSystemLogin'], OpResult<operations['admSystemLogin']>> = /* @__PURE__ */ writer('admSystemLogin', 'POST /adm-system/user/login');

/** 键 `['getUserInfo', 参数]`：获取当前用户信息（GET /adm-system/user/userInfo） */
export const getUserInfoKey: KeyFnOpt<'getUserInfo', AuthQueryParams['getUserInfo']> = /* @__PURE__ */ keyer('getUserInfo');
/** 查询选项（useQuery、fetchQuery）：获取当前用户信息（GET /adm-system/user/userInfo） */
export const getUserInfoQueryOptions: QueryFnOpt<'getUserInfo', AuthQueryParams['getUserInfo'], OpResult<operations['getUserInfo']>> = /* @__PURE__ */ reader('getUserInfo', 'GET /adm-system/user/userInfo');

/** 键 `['appLogin', 参数]`：移动端账号登录（POST /app/login/{id}） */
export const appLoginKey: KeyFn<'appLogin', AuthQueryParams['appLogin']> = /* @__PURE__ */ keyer('appLogin');
/** 变更选项（useMutation，`mutate(参数)`）：移动端账号登录（POST /app/login/{id}） */
export const appLoginMutationOptions: MutationFn<'appLogin', AuthQueryParams['appLogin'], OpResult<operations['appLogin']>> = /* @__PURE__ */ writer('appLogin', 'POST /app/login/{id}');

/** 键 `['getDevMockUserInfo', 参数]`：开发环境 Mock 用户信息（GET /dev-api/user/info） */
export const getDevMockUserInfoKey: KeyFn<'getDevMockUserInfo', AuthQueryParams['getDevMockUserInfo']> = /* @__PURE__ */ keyer('getDevMockUserInfo');
/** 查询选项（useQuery、fetchQuery）：开发环境 Mock 用户信息（GET /dev-api/user/info） */
export const getDevMockUserInfoQueryOptions: QueryFn<'getDevMockUserInfo', AuthQueryParams['getDevMockUserInfo'], OpResult<operations['getDevMockUserInfo']>> = /* @__PURE__ */ reader('getDevMockUserInfo', 'GET /dev-api/user/info');

/** 键 `['devMockLogin', 参数]`：开发环境 Mock 登录（POST /dev-api/user/login） */
export const devMockLoginKey: KeyFn<'devMockLogin', AuthQueryParams['devMockLogin']> = /* @__PURE__ */ keyer('devMockLogin');
/** 变更选项（useMutation，`mutate(参数)`）：开发环境 Mock 登录（POST /dev-api/user/login） */
export const devMockLoginMutationOptions: MutationFn<'devMockLogin', AuthQueryParams['devMockLogin'], OpResult<operations['devMockLogin']>> = /* @__PURE__ */ writer('devMockLogin', 'POST /dev-api/user/login');

/** 键 `['devMockLogout', 参数]`：开发环境 Mock 退出（POST /dev-api/user/logout） */
export const devMockLogoutKey: KeyFnOpt<'devMockLogout', AuthQueryParams['devMockLogout']> = /* @__PURE__ */ keyer('devMockLogout');
/** 变更选项（useMutation，`mutate(参数)`）：开发环境 Mock 退出（POST /dev-api/user/logout） */
export const devMockLogoutMutationOptions: MutationFn<'devMockLogout', AuthQueryParams['devMockLogout'] | void, OpResult<operations['devMockLogout']>> = /* @__PURE__ */ writer('devMockLogout', 'POST /dev-api/user/logout');

/** 键 `['paramLogin', 参数]`：参数登录（以项目参数换取项目令牌）（POST /orgdept/paramLogin） */
export const paramLoginKey: KeyFn<'paramLogin', AuthQueryParams['paramLogin']> = /* @__PURE__ */ keyer('paramLogin');
/** 变更选项（useMutation，`mutate(参数)`）：参数登录（以项目参数换取项目令牌）（POST /orgdept/paramLogin） */
export const paramLoginMutationOptions: MutationFn<'paramLogin', AuthQueryParams['paramLogin'], OpResult<operations['paramLogin']>> = /* @__PURE__ */ writer('paramLogin', 'POST /orgdept/paramLogin');

/** 键 `['ssoLogin', 参数]`：单点登录（POST /orgdept/ssoLogin） */
export const ssoLoginKey: KeyFn<'ssoLogin', AuthQueryParams['ssoLogin']> = /* @__PURE__ */ keyer('ssoLogin');
/** 变更选项（useMutation，`mutate(参数)`）：单点登录（POST /orgdept/ssoLogin） */
export const ssoLoginMutationOptions: MutationFn<'ssoLogin', AuthQueryParams['ssoLogin'], OpResult<operations['ssoLogin']>> = /* @__PURE__ */ writer('ssoLogin', 'POST /orgdept/ssoLogin');

/** 键 `['changeIdentity', 参数]`：切换身份（二次登录）（POST /pc/account/change/identities） */
export const changeIdentityKey: KeyFn<'changeIdentity', AuthQueryParams['changeIdentity']> = /* @__PURE__ */ keyer('changeIdentity');
/** 变更选项（useMutation，`mutate(参数)`）：切换身份（二次登录）（POST /pc/account/change/identities） */
export const changeIdentityMutationOptions: MutationFn<'changeIdentity', AuthQueryParams['changeIdentity'], OpResult<operations['changeIdentity']>> = /* @__PURE__ */ writer('changeIdentity', 'POST /pc/account/change/identities');

/** 键 `['loginV2', 参数]`：账号密码登录（POST /pc/account/login_v2） */
export const loginV2Key: KeyFn<'loginV2', AuthQueryParams['loginV2']> = /* @__PURE__ */ keyer('loginV2');
/** 变更选项（useMutation，`mutate(参数)`）：账号密码登录（POST /pc/account/login_v2） */
export const loginV2MutationOptions: MutationFn<'loginV2', AuthQueryParams['loginV2'], OpResult<operations['loginV2']>> = /* @__PURE__ */ writer('loginV2', 'POST /pc/account/login_v2');

/** 键 `['resetPassword', 参数]`：重置密码（POST /pc/account/password/reset） */
export const resetPasswordKey: KeyFn<'resetPassword', AuthQueryParams['resetPassword']> = /* @__PURE__ */ keyer('resetPassword');
/** 变更选项（useMutation，`mutate(参数)`）：重置密码（POST /pc/account/password/reset） */
export const resetPasswordMutationOptions: MutationFn<'resetPassword', AuthQueryParams['resetPassword'], OpResult<operations['resetPassword']>> = /* @__PURE__ */ writer('resetPassword', 'POST /pc/account/password/reset');

/** 键 `['changeProject', 参数]`：切换项目（POST /pc/org/project/change） */
export const changeProjectKey: KeyFn<'changeProject', AuthQueryParams['changeProject']> = /* @__PURE__ */ keyer('changeProject');
/** 变更选项（useMutation，`mutate(参数)`）：切换项目（POST /pc/org/project/change） */
export const changeProjectMutationOptions: MutationFn<'changeProject', AuthQueryParams['changeProject'], OpResult<operations['changeProject']>> = /* @__PURE__ */ writer('changeProject', 'POST /pc/org/project/change');

/** 键 `['smsLogin', 参数]`：短信验证码登录（POST /pc/sms/login/{id}） */
export const smsLoginKey: KeyFn<'smsLogin', AuthQueryParams['smsLogin']> = /* @__PURE__ */ keyer('smsLogin');
/** 变更选项（useMutation，`mutate(参数)`）：短信验证码登录（POST /pc/sms/login/{id}） */
export const smsLoginMutationOptions: MutationFn<'smsLogin', AuthQueryParams['smsLogin'], OpResult<operations['smsLogin']>> = /* @__PURE__ */ writer('smsLogin', 'POST /pc/sms/login/{id}');

/** 键 `['sendResetPasswordCode', 参数]`：发送重置密码验证码（POST /pc/sms/pwd/reset/{phone}） */
export const sendResetPasswordCodeKey: KeyFn<'sendResetPasswordCode', AuthQueryParams['sendResetPasswordCode']> = /* @__PURE__ */ keyer('sendResetPasswordCode');
/** 变更选项（useMutation，`mutate(参数)`）：发送重置密码验证码（POST /pc/sms/pwd/reset/{phone}） */
export const sendResetPasswordCodeMutationOptions: MutationFn<'sendResetPasswordCode', AuthQueryParams['sendResetPasswordCode'], OpResult<operations['sendResetPasswordCode']>> = /* @__PURE__ */ writer('sendResetPasswordCode', 'POST /pc/sms/pwd/reset/{phone}');

/** 键 `['sendLoginSmsCode', 参数]`：发送短信登录验证码（GET /pc/vercode） */
export const sendLoginSmsCodeKey: KeyFn<'sendLoginSmsCode', AuthQueryParams['sendLoginSmsCode']> = /* @__PURE__ */ keyer('sendLoginSmsCode');
/** 变更选项（useMutation，`mutate(参数)`）：发送短信登录验证码（GET /pc/vercode） */
export const sendLoginSmsCodeMutationOptions: MutationFn<'sendLoginSmsCode', AuthQueryParams['sendLoginSmsCode'], OpResult<operations['sendLoginSmsCode']>> = /* @__PURE__ */ writer('sendLoginSmsCode', 'GET /pc/vercode');
