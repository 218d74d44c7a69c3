/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「menu」的 TanStack Query 选项：11 个调用（读 6 个，其中分页 1 个；写 5 个）。`import { … } from '@site/sdk/query/menu'`。 */
import type { operations } from '../areas/menu.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface MenuQueryParams {
  listAllUserMenus: { params?: never; body?: never };
  deleteMenu: { params: operations['deleteMenu']['parameters']; body?: never };
  editMenu: { params?: never; body: NonNullable<operations['editMenu']['requestBody']>['content']['application/json'] };
  listMenuTree: { params?: operations['listMenuTree']['parameters']; body?: never };
  loadServerMenu: { params?: operations['loadServerMenu']['parameters']; body?: never };
  editRoleMenuPowers: { params?: never; body: NonNullable<operations['editRoleMenuPowers']['requestBody']>['content']['application/json'] };
  listRoleMenuPowers: { params: operations['listRoleMenuPowers']['parameters']; body?: never };
  deleteRole: { params: operations['deleteRole']['parameters']; body?: never };
  editRole: { params?: never; body: NonNullable<operations['editRole']['requestBody']>['content']['application/json'] };
  listRoles: { params?: operations['listRoles']['parameters']; body?: never };
  listRoleTypeOptions: { params?: never; body?: never };
}

/** 键 `['listAllUserMenus', 参数]`：当前用户的全部菜单（存储菜单列表格式）（GET /api/user/menu/all） */
export const listAllUserMenusKey: KeyFnOpt<'listAllUserMenus', MenuQueryParams['listAllUserMenus']> = /* @__PURE__ */ keyer('listAllUserMenus');
/** 查询选项（useQuery、fetchQuery）：当前用户的全部菜单（存储菜单列表格式）（GET /api/user/menu/all） */
export const listAllUserMenusQueryOptions: QueryFnOpt<'listAllUserMenus', MenuQueryParams['listAllUserMenus'], OpResult<operations['listAllUserMenus']>> = /* @__PURE__ */ reader('listAllUserMenus', 'GET /api/user/menu/all');

/** 键 `['deleteMenu', 参数]`：删除菜单（POST /pc/memu/del/{id}） */
export const deleteMenuKey: KeyFn<'deleteMenu', MenuQueryParams['deleteMenu']> = /* @__PURE__ */ keyer('deleteMenu');
/** 变更选项（useMutation，`mutate(参数)`）：删除菜单（POST /pc/memu/del/{id}） */
export const deleteMenuMutationOptions: MutationFn<'deleteMenu', MenuQueryParams['deleteMenu'], OpResult<operations['deleteMenu']>> = /* @__PURE__ */ writer('deleteMenu', 'POST /pc/memu/del/{id}');

/** 键 `['editMenu', 参数]`：新增或编辑菜单（POST /pc/vmemu/edit） */
export const editMenuKey: KeyFn<'editMenu', MenuQueryParams['editMenu']> = /* @__PURE__ */ keyer('editMenu');
/** 变更选项（useMutation，`mutate(参数)`）：新增或编辑菜单（POST /pc/vmemu/edit） */
export const editMenuMutationOptions: MutationFn<'editMenu', MenuQueryParams['editMenu'], OpResult<operations['editMenu']>> = /* @__PURE__ */ writer('editMenu', 'POST /pc/vmemu/edit');

/** 键 `['listMenuTree', 参数]`：菜单管理树（GET /pc/vmemu/list） */
export const listMenuTreeKey: KeyFnOpt<'listMenuTree', MenuQueryParams['listMenuTree']> = /* @__PURE__ */ keyer('listMenuTree');
/** 查询选项（useQuery、fetchQuery）：菜单管理树（GET /pc/vmemu/list） */
export const listMenuTreeQueryOptions: QueryFnOpt<'listMenuTree', MenuQueryParams['listMenuTree'], OpResult<operations['listMenuTree']>> = /* @__PURE__ */ reader('listMenuTree', 'GET /pc/vmemu/list');

/** 键 `['loadServerMenu', 参数]`：加载当前身份的服务端菜单（GET /pc/vmemu/load） */
export const loadServerMenuKey: KeyFnOpt<'loadServerMenu', MenuQueryParams['loadServerMenu']> = /* @__PURE__ */ keyer('loadServerMenu');
/** 查询选项（useQuery、fetchQuery）：加载当前身份的服务端菜单（GET /pc/vmemu/load） */
export const loadServerMenuQueryOptions: QueryFnOpt<'loadServerMenu', MenuQueryParams['loadServerMenu'], OpResult<operations['loadServerMenu']>> = /* @__PURE__ */ reader('loadServerMenu', 'GET /pc/vmemu/load');

/** 键 `['editRoleMenuPowers', 参数]`：保存角色的菜单与按钮权限（POST /pc/vmemu/power/edit） */
export const editRoleMenuPowersKey: KeyFn<'editRoleMenuPowers', MenuQueryParams['editRoleMenuPowers']> = /* @__PURE__ */ keyer('editRoleMenuPowers');
/** 变更选项（useMutation，`mutate(参数)`）：保存角色的菜单与按钮权限（POST /pc/vmemu/power/edit） */
export const editRoleMenuPowersMutationOptions: MutationFn<'editRoleMenuPowers', MenuQueryParams['editRoleMenuPowers'], OpResult<operations['editRoleMenuPowers']>> = /* @__PURE__ */ writer('editRoleMenuPowers', 'POST /pc/vmemu/power/edit');

/** 键 `['listRoleMenuPowers', 参数]`：角色的菜单与按钮权限（GET /pc/vmemu/power/list/{id}） */
export const listRoleMenuPowersKey: KeyFn<'listRoleMenuPowers', MenuQueryParams['listRoleMenuPowers']> = /* @__PURE__ */ keyer('listRoleMenuPowers');
/** 查询选项（useQuery、fetchQuery）：角色的菜单与按钮权限（GET /pc/vmemu/power/list/{id}） */
export const listRoleMenuPowersQueryOptions: QueryFn<'listRoleMenuPowers', MenuQueryParams['listRoleMenuPowers'], OpResult<operations['listRoleMenuPowers']>> = /* @__PURE__ */ reader('listRoleMenuPowers', 'GET /pc/vmemu/power/list/{id}');

/** 键 `['deleteRole', 参数]`：删除角色（POST /pc/vrole/del/{id}） */
export const deleteRoleKey: KeyFn<'deleteRole', MenuQueryParams['deleteRole']> = /* @__PURE__ */ keyer('deleteRole');
/** 变更选项（useMutation，`mutate(参数)`）：删除角色（POST /pc/vrole/del/{id}） */
export const deleteRoleMutationOptions: MutationFn<'deleteRole', MenuQueryParams['deleteRole'], OpResult<operations['deleteRole']>> = /* @__PURE__ */ writer('deleteRole', 'POST /pc/vrole/del/{id}');

/** 键 `['editRole', 参数]`：新增或编辑角色（POST /pc/vrole/edit） */
export const editRoleKey: KeyFn<'editRole', MenuQueryParams['editRole']> = /* @__PURE__ */ keyer('editRole');
/** 变更选项（useMutation，`mutate(参数)`）：新增或编辑角色（POST /pc/vrole/edit） */
export const editRoleMutationOptions: MutationFn<'editRole', MenuQueryParams['editRole'], OpResult<operations['editRole']>> = /* @__PURE__ */ writer('editRole', 'POST /pc/vrole/edit');

/** 键 `['listRoles', 参数]`：角色分页（GET /pc/vrole/list） */
export const listRolesKey: KeyFnOpt<'listRoles', MenuQueryParams['listRoles']> = /* @__PURE__ */ keyer('listRoles');
/** 查询选项（useQuery、fetchQuery）：角色分页（GET /pc/vrole/list） */
export const listRolesQueryOptions: QueryFnOpt<'listRoles', MenuQueryParams['listRoles'], OpResult<operations['listRoles']>> = /* @__PURE__ */ reader('listRoles', 'GET /pc/vrole/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：角色分页（GET /pc/vrole/list） */
export const listRolesInfiniteQueryOptions: InfiniteFnOpt<'listRoles', MenuQueryParams['listRoles'], OpResult<operations['listRoles']>> = /* @__PURE__ */ pager('listRoles', 'GET /pc/vrole/list n');

/** 键 `['listRoleTypeOptions', 参数]`：角色类型下拉（GET /pc/vrole/type/select） */
export const listRoleTypeOptionsKey: KeyFnOpt<'listRoleTypeOptions', MenuQueryParams['listRoleTypeOptions']> = /* @__PURE__ */ keyer('listRoleTypeOptions');
/** 查询选项（useQuery、fetchQuery）：角色类型下拉（GET /pc/vrole/type/select） */
export const listRoleTypeOptionsQueryOptions: QueryFnOpt<'listRoleTypeOptions', MenuQueryParams['listRoleTypeOptions'], OpResult<operations['listRoleTypeOptions']>> = /* @__PURE__ */ reader('listRoleTypeOptions', 'GET /pc/vrole/type/select');
