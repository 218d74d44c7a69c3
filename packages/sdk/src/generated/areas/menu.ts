/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「menu」的 11 个调用，按 operationId：`import { call, pages, menu } from '@site/sdk/areas/menu'`。 */
import type { operations } from './menu.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

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
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface MenuInit {
  listAllUserMenus: { params?: never; body?: never } & CallInit;
  deleteMenu: { params: operations['deleteMenu']['parameters']; body?: never } & CallInit;
  editMenu: { params?: never; body: NonNullable<operations['editMenu']['requestBody']>['content']['application/json'] } & CallInit;
  listMenuTree: { params?: operations['listMenuTree']['parameters']; body?: never } & CallInit;
  loadServerMenu: { params?: operations['loadServerMenu']['parameters']; body?: never } & CallInit;
  editRoleMenuPowers: { params?: never; body: NonNullable<operations['editRoleMenuPowers']['requestBody']>['content']['application/json'] } & CallInit;
  listRoleMenuPowers: { params: operations['listRoleMenuPowers']['parameters']; body?: never } & CallInit;
  deleteRole: { params: operations['deleteRole']['parameters']; body?: never } & CallInit;
  editRole: { params?: never; body: NonNullable<operations['editRole']['requestBody']>['content']['application/json'] } & CallInit;
  listRoles: { params?: operations['listRoles']['parameters']; body?: never } & CallInit;
  listRoleTypeOptions: { params?: never; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type MenuOptionalId = 'listAllUserMenus' | 'listMenuTree' | 'loadServerMenu' | 'listRoles' | 'listRoleTypeOptions';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type MenuArgs = { [Id in MenuOperationId]: Id extends MenuOptionalId ? [init?: MenuInit[Id]] : [init: MenuInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type MenuPagedId = 'listRoles';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type MenuCall = <Id extends MenuOperationId>(client: Requester, id: Id, ...init: Id extends MenuOptionalId ? [init?: MenuInit[Id]] : [init: MenuInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type MenuPages = <Id extends MenuPagedId>(client: Requester, id: Id, ...init: Id extends MenuOptionalId ? [init?: MenuInit[Id]] : [init: MenuInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type MenuClient = { readonly [Id in MenuOperationId]: (...init: Id extends MenuOptionalId ? [init?: MenuInit[Id]] : [init: MenuInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends MenuPagedId>(id: Id, ...init: Id extends MenuOptionalId ? [init?: MenuInit[Id]] : [init: MenuInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'listAllUserMenus', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: MenuCall = /* @__PURE__ */ areaCall(table) as unknown as MenuCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: MenuPages = /* @__PURE__ */ areaPages(table) as unknown as MenuPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const menu = (client: Requester): MenuClient => areaClient(table, client) as unknown as MenuClient;
