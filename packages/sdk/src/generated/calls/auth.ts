/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「auth」的 15 个调用，每个一个可摇树的函数：`import { createClient, admSystemLogin } from '@site/sdk/calls/auth'`，`await admSystemLogin(api, …)`。 */
import type { operations } from '../areas/auth.schema';
import type { AuthArgs } from '../areas/auth';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as AuthComponents, operations as AuthOperations } from '../areas/auth.schema';

/** 管理系统用户登录（POST /adm-system/user/login） */
export const admSystemLogin: Call<'admSystemLogin', AuthArgs['admSystemLogin'], OpResult<operations['admSystemLogin']>> = /* @__PURE__ */ op('admSystemLogin', 'POST /adm-system/user/login');

/** 获取当前用户信息（GET /adm-system/user/userInfo） */
export const getUserInfo: Call<'getUserInfo', AuthArgs['getUserInfo'], OpResult<operations['getUserInfo']>> = /* @__PURE__ */ op('getUserInfo', 'GET /adm-system/user/userInfo');

/** 移动端账号登录（POST /app/login/{id}） */
export const appLogin: Call<'appLogin', AuthArgs['appLogin'], OpResult<operations['appLogin']>> = /* @__PURE__ */ op('appLogin', 'POST /app/login/{id}');

/** 开发环境 Mock 用户信息（GET /dev-api/user/info） */
export const getDevMockUserInfo: Call<'getDevMockUserInfo', AuthArgs['getDevMockUserInfo'], OpResult<operations['getDevMockUserInfo']>> = /* @__PURE__ */ op('getDevMockUserInfo', 'GET /dev-api/user/info');

/** 开发环境 Mock 登录（POST /dev-api/user/login） */
export const devMockLogin: Call<'devMockLogin', AuthArgs['devMockLogin'], OpResult<operations['devMockLogin']>> = /* @__PURE__ */ op('devMockLogin', 'POST /dev-api/user/login');

/** 开发环境 Mock 退出（POST /dev-api/user/logout） */
export const devMockLogout: Call<'devMockLogout', AuthArgs['devMockLogout'], OpResult<operations['devMockLogout']>> = /* @__PURE__ */ op('devMockLogout', 'POST /dev-api/user/logout');

/** 参数登录（以项目参数换取项目令牌）（POST /orgdept/paramLogin） */
export const paramLogin: Call<'paramLogin', AuthArgs['paramLogin'], OpResult<operations['paramLogin']>> = /* @__PURE__ */ op('paramLogin', 'POST /orgdept/paramLogin');

/** 单点登录（POST /orgdept/ssoLogin） */
export const ssoLogin: Call<'ssoLogin', AuthArgs['ssoLogin'], OpResult<operations['ssoLogin']>> = /* @__PURE__ */ op('ssoLogin', 'POST /orgdept/ssoLogin');

/** 切换身份（二次登录）（POST /pc/account/change/identities） */
export const changeIdentity: Call<'changeIdentity', AuthArgs['changeIdentity'], OpResult<operations['changeIdentity']>> = /* @__PURE__ */ op('changeIdentity', 'POST /pc/account/change/identities');

/** 账号密码登录（POST /pc/account/login_v2） */
export const loginV2: Call<'loginV2', AuthArgs['loginV2'], OpResult<operations['loginV2']>> = /* @__PURE__ */ op('loginV2', 'POST /pc/account/login_v2');

/** 重置密码（POST /pc/account/password/reset） */
export const resetPassword: Call<'resetPassword', AuthArgs['resetPassword'], OpResult<operations['resetPassword']>> = /* @__PURE__ */ op('resetPassword', 'POST /pc/account/password/reset');

/** 切换项目（POST /pc/org/project/change） */
export const changeProject: Call<'changeProject', AuthArgs['changeProject'], OpResult<operations['changeProject']>> = /* @__PURE__ */ op('changeProject', 'POST /pc/org/project/change');

/** 短信验证码登录（POST /pc/sms/login/{id}） */
export const smsLogin: Call<'smsLogin', AuthArgs['smsLogin'], OpResult<operations['smsLogin']>> = /* @__PURE__ */ op('smsLogin', 'POST /pc/sms/login/{id}');

/** 发送重置密码验证码（POST /pc/sms/pwd/reset/{phone}） */
export const sendResetPasswordCode: Call<'sendResetPasswordCode', AuthArgs['sendResetPasswordCode'], OpResult<operations['sendResetPasswordCode']>> = /* @__PURE__ */ op('sendResetPasswordCode', 'POST /pc/sms/pwd/reset/{phone}');

/** 发送短信登录验证码（GET /pc/vercode） */
export const sendLoginSmsCode: Call<'sendLoginSmsCode', AuthArgs['sendLoginSmsCode'], OpResult<operations['sendLoginSmsCode']>> = /* @__PURE__ */ op('sendLoginSmsCode', 'GET /pc/vercode');
