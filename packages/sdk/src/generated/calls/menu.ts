/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「menu」的 11 个调用，每个一个可摇树的函数：`import { createClient, listRoles } from '@site/sdk/calls/menu'`，`await listRoles(api, …)`。 */
import type { operations } from '../areas/menu.schema';
import type { MenuArgs } from '../areas/menu';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as MenuComponents, operations as MenuOperations } from '../areas/menu.schema';

/** 当前用户的全部菜单（存储菜单列表格式）（GET /api/user/menu/all） */
export const listAllUserMenus: Call<'listAllUserMenus', MenuArgs['listAllUserMenus'], OpResult<operations['listAllUserMenus']>> = /* @__PURE__ */ op('listAllUserMenus', 'GET /api/user/menu/all');

/** 删除菜单（POST /pc/memu/del/{id}） */
export const deleteMenu: Call<'deleteMenu', MenuArgs['deleteMenu'], OpResult<operations['deleteMenu']>> = /* @__PURE__ */ op('deleteMenu', 'POST /pc/memu/del/{id}');

/** 新增或编辑菜单（POST /pc/vmemu/edit） */
export const editMenu: Call<'editMenu', MenuArgs['editMenu'], OpResult<operations['editMenu']>> = /* @__PURE__ */ op('editMenu', 'POST /pc/vmemu/edit');

/** 菜单管理树（GET /pc/vmemu/list） */
export const listMenuTree: Call<'listMenuTree', MenuArgs['listMenuTree'], OpResult<operations['listMenuTree']>> = /* @__PURE__ */ op('listMenuTree', 'GET /pc/vmemu/list');

/** 加载当前身份的服务端菜单（GET /pc/vmemu/load） */
export const loadServerMenu: Call<'loadServerMenu', MenuArgs['loadServerMenu'], OpResult<operations['loadServerMenu']>> = /* @__PURE__ */ op('loadServerMenu', 'GET /pc/vmemu/load');

/** 保存角色的菜单与按钮权限（POST /pc/vmemu/power/edit） */
export const editRoleMenuPowers: Call<'editRoleMenuPowers', MenuArgs['editRoleMenuPowers'], OpResult<operations['editRoleMenuPowers']>> = /* @__PURE__ */ op('editRoleMenuPowers', 'POST /pc/vmemu/power/edit');

/** 角色的菜单与按钮权限（GET /pc/vmemu/power/list/{id}） */
export const listRoleMenuPowers: Call<'listRoleMenuPowers', MenuArgs['listRoleMenuPowers'], OpResult<operations['listRoleMenuPowers']>> = /* @__PURE__ */ op('listRoleMenuPowers', 'GET /pc/vmemu/power/list/{id}');

/** 删除角色（POST /pc/vrole/del/{id}） */
export const deleteRole: Call<'deleteRole', MenuArgs['deleteRole'], OpResult<operations['deleteRole']>> = /* @__PURE__ */ op('deleteRole', 'POST /pc/vrole/del/{id}');

/** 新增或编辑角色（POST /pc/vrole/edit） */
export const editRole: Call<'editRole', MenuArgs['editRole'], OpResult<operations['editRole']>> = /* @__PURE__ */ op('editRole', 'POST /pc/vrole/edit');

/** 角色分页（GET /pc/vrole/list）；分页：`pagesOf(api, listRoles, …)` */
export const listRoles: PagedCall<'listRoles', MenuArgs['listRoles'], OpResult<operations['listRoles']>> = /* @__PURE__ */ op('listRoles', 'GET /pc/vrole/list n');

/** 角色类型下拉（GET /pc/vrole/type/select） */
export const listRoleTypeOptions: Call<'listRoleTypeOptions', MenuArgs['listRoleTypeOptions'], OpResult<operations['listRoleTypeOptions']>> = /* @__PURE__ */ op('listRoleTypeOptions', 'GET /pc/vrole/type/select');
