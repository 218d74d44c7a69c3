/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「menu」的 11 个调用，按 operationId：`import { call, pages, menu } from '@site/sdk/areas/menu'`。 */
import type { operations } from './menu.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

export * from '../../light';
export type { components as MenuComponents, operations as MenuOperations } from './menu.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  listAllUserMenus: 'GET /api/user/menu/all',
  deleteMenu: 'POST /pc/memu/del/{id}',
  editMenu: 'POST /pc/vmemu/edit',
  listMenuTree: 'GET /pc/vmemu/list',
  loadServerMenu: 'GET /pc/vmemu/load',
  editRoleMenuPowers: 'POST /pc/vmemu/power/edit',
  listRoleMenuPowers: 'GET /pc/vmemu/power/list/{id}',
  deleteRole: 'POST /pc/vrole/del/{id}',
  editRole: 'POST /pc/vrole/edit',
  listRoles: 'GET /pc/vrole/list n',
  listRoleTypeOptions: 'GET /pc/vrole/type/select',
};

export type MenuOperationId = keyof operations;
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface MenuArgs {
  listAllUserMenus: [init?: { params?: never; body?: never } & CallInit];
  deleteMenu: [init: { params: operations['deleteMenu']['parameters']; body?: never } & CallInit];
  editMenu: [init: { params?: never; body: NonNullable<operations['editMenu']['requestBody']>['content']['application/json'] } & CallInit];
  listMenuTree: [init?: { params?: operations['listMenuTree']['parameters']; body?: never } & CallInit];
  loadServerMenu: [init?: { params?: operations['loadServerMenu']['parameters']; body?: never } & CallInit];
  editRoleMenuPowers: [init: { params?: never; body: NonNullable<operations['editRoleMenuPowers']['requestBody']>['content']['application/json'] } & CallInit];
  listRoleMenuPowers: [init: { params: operations['listRoleMenuPowers']['parameters']; body?: never } & CallInit];
  deleteRole: [init: { params: operations['deleteRole']['parameters']; body?: never } & CallInit];
  editRole: [init: { params?: never; body: NonNullable<operations['editRole']['requestBody']>['content']['application/json'] } & CallInit];
  listRoles: [init?: { params?: operations['listRoles']['parameters']; body?: never } & CallInit];
  listRoleTypeOptions: [init?: { params?: never; body?: never } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type MenuPagedId = 'listRoles';

/** 按 operationId 调用：`await call(api, 'listAllUserMenus', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, MenuArgs> = /* @__PURE__ */ areaCall<operations, MenuArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, MenuArgs, MenuPagedId> = /* @__PURE__ */ areaPages<operations, MenuArgs, MenuPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const menu = (client: Requester): AreaClient<operations, MenuArgs, MenuPagedId> =>
  areaClient<operations, MenuArgs, MenuPagedId>(table, client);
