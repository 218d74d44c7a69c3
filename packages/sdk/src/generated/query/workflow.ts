/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「workflow」的 TanStack Query 选项：33 个调用（读 21 个，其中分页 7 个；写 12 个）。`import { … } from '@site/sdk/query/workflow'`。 */
import type { operations } from '../areas/workflow.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface WorkflowQueryParams {
  pageWorkflowApplied: { params?: never; body: NonNullable<operations['pageWorkflowApplied']['requestBody']>['content']['application/json'] };
  listWorkflowAssigneeDepts: { params?: never; body: NonNullable<operations['listWorkflowAssigneeDepts']['requestBody']>['content']['application/json'] };
  listWorkflowAssigneeOrgs: { params?: never; body?: never };
  listWorkflowAssigneePosts: { params?: operations['listWorkflowAssigneePosts']['parameters']; body?: never };
  listWorkflowAssigneeRoles: { params?: never; body?: never };
  pageWorkflowAssigneeUsers: { params?: never; body: NonNullable<operations['pageWorkflowAssigneeUsers']['requestBody']>['content']['application/json'] };
  addWorkflowCategory: { params?: never; body: NonNullable<operations['addWorkflowCategory']['requestBody']>['content']['application/json'] };
  deleteWorkflowCategory: { params?: never; body: NonNullable<operations['deleteWorkflowCategory']['requestBody']>['content']['application/json'] };
  editWorkflowCategory: { params?: never; body: NonNullable<operations['editWorkflowCategory']['requestBody']>['content']['application/json'] };
  getWorkflowCategory: { params?: never; body: NonNullable<operations['getWorkflowCategory']['requestBody']>['content']['application/json'] };
  listWorkflowCategories: { params?: never; body: NonNullable<operations['listWorkflowCategories']['requestBody']>['content']['application/json'] };
  listWorkflowModules: { params?: never; body: NonNullable<operations['listWorkflowModules']['requestBody']>['content']['application/json'] };
  pageWorkflowCc: { params?: never; body: NonNullable<operations['pageWorkflowCc']['requestBody']>['content']['application/json'] };
  addWorkflowConfig: { params?: never; body: NonNullable<operations['addWorkflowConfig']['requestBody']>['content']['application/json'] };
  editWorkflowConfig: { params?: never; body: NonNullable<operations['editWorkflowConfig']['requestBody']>['content']['application/json'] };
  getWorkflowConfig: { params?: never; body: NonNullable<operations['getWorkflowConfig']['requestBody']>['content']['application/json'] };
  addWorkflowField: { params?: never; body: NonNullable<operations['addWorkflowField']['requestBody']>['content']['application/json'] };
  deleteWorkflowField: { params?: never; body: NonNullable<operations['deleteWorkflowField']['requestBody']>['content']['application/json'] };
  listWorkflowFields: { params?: never; body: NonNullable<operations['listWorkflowFields']['requestBody']>['content']['application/json'] };
  listWorkflowForms: { params?: never; body: NonNullable<operations['listWorkflowForms']['requestBody']>['content']['application/json'] };
  addWorkflowProcDef: { params?: never; body: NonNullable<operations['addWorkflowProcDef']['requestBody']>['content']['application/json'] };
  deleteWorkflowProcDef: { params?: never; body: NonNullable<operations['deleteWorkflowProcDef']['requestBody']>['content']['application/json'] };
  editWorkflowProcDef: { params?: never; body: NonNullable<operations['editWorkflowProcDef']['requestBody']>['content']['application/json'] };
  getWorkflowProcDef: { params?: never; body: NonNullable<operations['getWorkflowProcDef']['requestBody']>['content']['application/json'] };
  pageWorkflowProcDefs: { params?: never; body: NonNullable<operations['pageWorkflowProcDefs']['requestBody']>['content']['application/json'] };
  pageWorkflowTodo: { params?: never; body: NonNullable<operations['pageWorkflowTodo']['requestBody']>['content']['application/json'] };
  pageWorkflowDone: { params?: never; body: NonNullable<operations['pageWorkflowDone']['requestBody']>['content']['application/json'] };
  listWorkflowTaskUsers: { params?: never; body: NonNullable<operations['listWorkflowTaskUsers']['requestBody']>['content']['application/json'] };
  approveWorkflowWageTask: { params?: never; body: NonNullable<operations['approveWorkflowWageTask']['requestBody']>['content']['application/json'] };
  getWorkflowWageTask: { params: operations['getWorkflowWageTask']['parameters']; body?: never };
  listWorkflowWageTasks: { params?: never; body: NonNullable<operations['listWorkflowWageTasks']['requestBody']>['content']['application/json'] };
  getWorkflowWageProcessFlow: { params: operations['getWorkflowWageProcessFlow']['parameters']; body?: never };
  rejectWorkflowWageTask: { params?: never; body: NonNullable<operations['rejectWorkflowWageTask']['requestBody']>['content']['application/json'] };
}

/** 键 `['pageWorkflowApplied', 参数]`：我的申请分页（POST /flw/flwapply/page） */
export const pageWorkflowAppliedKey: KeyFn<'pageWorkflowApplied', WorkflowQueryParams['pageWorkflowApplied']> = /* @__PURE__ */ keyer('pageWorkflowApplied');
/** 查询选项（useQuery、fetchQuery）：我的申请分页（POST /flw/flwapply/page） */
export const pageWorkflowAppliedQueryOptions: QueryFn<'pageWorkflowApplied', WorkflowQueryParams['pageWorkflowApplied'], OpResult<operations['pageWorkflowApplied']>> = /* @__PURE__ */ reader('pageWorkflowApplied', 'POST /flw/flwapply/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：我的申请分页（POST /flw/flwapply/page） */
export const pageWorkflowAppliedInfiniteQueryOptions: InfiniteFn<'pageWorkflowApplied', WorkflowQueryParams['pageWorkflowApplied'], OpResult<operations['pageWorkflowApplied']>> = /* @__PURE__ */ pager('pageWorkflowApplied', 'POST /flw/flwapply/page N');

/** 键 `['listWorkflowAssigneeDepts', 参数]`：办理人选择：部门树（POST /flw/flwassignee/dept） */
export const listWorkflowAssigneeDeptsKey: KeyFn<'listWorkflowAssigneeDepts', WorkflowQueryParams['listWorkflowAssigneeDepts']> = /* @__PURE__ */ keyer('listWorkflowAssigneeDepts');
/** 查询选项（useQuery、fetchQuery）：办理人选择：部门树（POST /flw/flwassignee/dept） */
export const listWorkflowAssigneeDeptsQueryOptions: QueryFn<'listWorkflowAssigneeDepts', WorkflowQueryParams['listWorkflowAssigneeDepts'], OpResult<operations['listWorkflowAssigneeDepts']>> = /* @__PURE__ */ reader('listWorkflowAssigneeDepts', 'POST /flw/flwassignee/dept');

/** 键 `['listWorkflowAssigneeOrgs', 参数]`：办理人选择：组织树（GET /flw/flwassignee/org） */
export const listWorkflowAssigneeOrgsKey: KeyFnOpt<'listWorkflowAssigneeOrgs', WorkflowQueryParams['listWorkflowAssigneeOrgs']> = /* @__PURE__ */ keyer('listWorkflowAssigneeOrgs');
/** 查询选项（useQuery、fetchQuery）：办理人选择：组织树（GET /flw/flwassignee/org） */
export const listWorkflowAssigneeOrgsQueryOptions: QueryFnOpt<'listWorkflowAssigneeOrgs', WorkflowQueryParams['listWorkflowAssigneeOrgs'], OpResult<operations['listWorkflowAssigneeOrgs']>> = /* @__PURE__ */ reader('listWorkflowAssigneeOrgs', 'GET /flw/flwassignee/org');

/** 键 `['listWorkflowAssigneePosts', 参数]`：办理人选择：岗位（GET /flw/flwassignee/post） */
export const listWorkflowAssigneePostsKey: KeyFnOpt<'listWorkflowAssigneePosts', WorkflowQueryParams['listWorkflowAssigneePosts']> = /* @__PURE__ */ keyer('listWorkflowAssigneePosts');
/** 查询选项（useQuery、fetchQuery）：办理人选择：岗位（GET /flw/flwassignee/post） */
export const listWorkflowAssigneePostsQueryOptions: QueryFnOpt<'listWorkflowAssigneePosts', WorkflowQueryParams['listWorkflowAssigneePosts'], OpResult<operations['listWorkflowAssigneePosts']>> = /* @__PURE__ */ reader('listWorkflowAssigneePosts', 'GET /flw/flwassignee/post');

/** 键 `['listWorkflowAssigneeRoles', 参数]`：办理人选择：角色（GET /flw/flwassignee/role） */
export const listWorkflowAssigneeRolesKey: KeyFnOpt<'listWorkflowAssigneeRoles', WorkflowQueryParams['listWorkflowAssigneeRoles']> = /* @__PURE__ */ keyer('listWorkflowAssigneeRoles');
/** 查询选项（useQuery、fetchQuery）：办理人选择：角色（GET /flw/flwassignee/role） */
export const listWorkflowAssigneeRolesQueryOptions: QueryFnOpt<'listWorkflowAssigneeRoles', WorkflowQueryParams['listWorkflowAssigneeRoles'], OpResult<operations['listWorkflowAssigneeRoles']>> = /* @__PURE__ */ reader('listWorkflowAssigneeRoles', 'GET /flw/flwassignee/role');

/** 键 `['pageWorkflowAssigneeUsers', 参数]`：办理人选择：人员分页（POST /flw/flwassignee/user） */
export const pageWorkflowAssigneeUsersKey: KeyFn<'pageWorkflowAssigneeUsers', WorkflowQueryParams['pageWorkflowAssigneeUsers']> = /* @__PURE__ */ keyer('pageWorkflowAssigneeUsers');
/** 查询选项（useQuery、fetchQuery）：办理人选择：人员分页（POST /flw/flwassignee/user） */
export const pageWorkflowAssigneeUsersQueryOptions: QueryFn<'pageWorkflowAssigneeUsers', WorkflowQueryParams['pageWorkflowAssigneeUsers'], OpResult<operations['pageWorkflowAssigneeUsers']>> = /* @__PURE__ */ reader('pageWorkflowAssigneeUsers', 'POST /flw/flwassignee/user N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：办理人选择：人员分页（POST /flw/flwassignee/user） */
export const pageWorkflowAssigneeUsersInfiniteQueryOptions: InfiniteFn<'pageWorkflowAssigneeUsers', WorkflowQueryParams['pageWorkflowAssigneeUsers'], OpResult<operations['pageWorkflowAssigneeUsers']>> = /* @__PURE__ */ pager('pageWorkflowAssigneeUsers', 'POST /flw/flwassignee/user N');

/** 键 `['addWorkflowCategory', 参数]`：新增流程分类（POST /flw/flwcategory/add） */
export const addWorkflowCategoryKey: KeyFn<'addWorkflowCategory', WorkflowQueryParams['addWorkflowCategory']> = /* @__PURE__ */ keyer('addWorkflowCategory');
/** 变更选项（useMutation，`mutate(参数)`）：新增流程分类（POST /flw/flwcategory/add） */
export const addWorkflowCategoryMutationOptions: MutationFn<'addWorkflowCategory', WorkflowQueryParams['addWorkflowCategory'], OpResult<operations['addWorkflowCategory']>> = /* @__PURE__ */ writer('addWorkflowCategory', 'POST /flw/flwcategory/add');

/** 键 `['deleteWorkflowCategory', 参数]`：删除流程分类（POST /flw/flwcategory/del） */
export const deleteWorkflowCategoryKey: KeyFn<'deleteWorkflowCategory', WorkflowQueryParams['deleteWorkflowCategory']> = /* @__PURE__ */ keyer('deleteWorkflowCategory');
/** 变更选项（useMutation，`mutate(参数)`）：删除流程分类（POST /flw/flwcategory/del） */
export const deleteWorkflowCategoryMutationOptions: MutationFn<'deleteWorkflowCategory', WorkflowQueryParams['deleteWorkflowCategory'], OpResult<operations['deleteWorkflowCategory']>> = /* @__PURE__ */ writer('deleteWorkflowCategory', 'POST /flw/flwcategory/del');

/** 键 `['editWorkflowCategory', 参数]`：编辑流程分类（POST /flw/flwcategory/edit） */
export const editWorkflowCategoryKey: KeyFn<'editWorkflowCategory', WorkflowQueryParams['editWorkflowCategory']> = /* @__PURE__ */ keyer('editWorkflowCategory');
/** 变更选项（useMutation，`mutate(参数)`）：编辑流程分类（POST /flw/flwcategory/edit） */
export const editWorkflowCategoryMutationOptions: MutationFn<'editWorkflowCategory', WorkflowQueryParams['editWorkflowCategory'], OpResult<operations['editWorkflowCategory']>> = /* @__PURE__ */ writer('editWorkflowCategory', 'POST /flw/flwcategory/edit');

/** 键 `['getWorkflowCategory', 参数]`：流程分类详情（POST /flw/flwcategory/get） */
export const getWorkflowCategoryKey: KeyFn<'getWorkflowCategory', WorkflowQueryParams['getWorkflowCategory']> = /* @__PURE__ */ keyer('getWorkflowCategory');
/** 查询选项（useQuery、fetchQuery）：流程分类详情（POST /flw/flwcategory/get） */
export const getWorkflowCategoryQueryOptions: QueryFn<'getWorkflowCategory', WorkflowQueryParams['getWorkflowCategory'], OpResult<operations['getWorkflowCategory']>> = /* @__PURE__ */ reader('getWorkflowCategory', 'POST /flw/flwcategory/get');

/** 键 `['listWorkflowCategories', 参数]`：流程分类树（POST /flw/flwcategory/list） */
export const listWorkflowCategoriesKey: KeyFn<'listWorkflowCategories', WorkflowQueryParams['listWorkflowCategories']> = /* @__PURE__ */ keyer('listWorkflowCategories');
/** 查询选项（useQuery、fetchQuery）：流程分类树（POST /flw/flwcategory/list） */
export const listWorkflowCategoriesQueryOptions: QueryFn<'listWorkflowCategories', WorkflowQueryParams['listWorkflowCategories'], OpResult<operations['listWorkflowCategories']>> = /* @__PURE__ */ reader('listWorkflowCategories', 'POST /flw/flwcategory/list');

/** 键 `['listWorkflowModules', 参数]`：可绑定的业务模块（POST /flw/flwcategory/module/list） */
export const listWorkflowModulesKey: KeyFn<'listWorkflowModules', WorkflowQueryParams['listWorkflowModules']> = /* @__PURE__ */ keyer('listWorkflowModules');
/** 查询选项（useQuery、fetchQuery）：可绑定的业务模块（POST /flw/flwcategory/module/list） */
export const listWorkflowModulesQueryOptions: QueryFn<'listWorkflowModules', WorkflowQueryParams['listWorkflowModules'], OpResult<operations['listWorkflowModules']>> = /* @__PURE__ */ reader('listWorkflowModules', 'POST /flw/flwcategory/module/list');

/** 键 `['pageWorkflowCc', 参数]`：抄送我的分页（POST /flw/flwcc/page） */
export const pageWorkflowCcKey: KeyFn<'pageWorkflowCc', WorkflowQueryParams['pageWorkflowCc']> = /* @__PURE__ */ keyer('pageWorkflowCc');
/** 查询选项（useQuery、fetchQuery）：抄送我的分页（POST /flw/flwcc/page） */
export const pageWorkflowCcQueryOptions: QueryFn<'pageWorkflowCc', WorkflowQueryParams['pageWorkflowCc'], OpResult<operations['pageWorkflowCc']>> = /* @__PURE__ */ reader('pageWorkflowCc', 'POST /flw/flwcc/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：抄送我的分页（POST /flw/flwcc/page） */
export const pageWorkflowCcInfiniteQueryOptions: InfiniteFn<'pageWorkflowCc', WorkflowQueryParams['pageWorkflowCc'], OpResult<operations['pageWorkflowCc']>> = /* @__PURE__ */ pager('pageWorkflowCc', 'POST /flw/flwcc/page N');

/** 键 `['addWorkflowConfig', 参数]`：新增流程配置（POST /flw/flwconfig/add） */
export const addWorkflowConfigKey: KeyFn<'addWorkflowConfig', WorkflowQueryParams['addWorkflowConfig']> = /* @__PURE__ */ keyer('addWorkflowConfig');
/** 变更选项（useMutation，`mutate(参数)`）：新增流程配置（POST /flw/flwconfig/add） */
export const addWorkflowConfigMutationOptions: MutationFn<'addWorkflowConfig', WorkflowQueryParams['addWorkflowConfig'], OpResult<operations['addWorkflowConfig']>> = /* @__PURE__ */ writer('addWorkflowConfig', 'POST /flw/flwconfig/add');

/** 键 `['editWorkflowConfig', 参数]`：编辑流程配置（POST /flw/flwconfig/edit） */
export const editWorkflowConfigKey: KeyFn<'editWorkflowConfig', WorkflowQueryParams['editWorkflowConfig']> = /* @__PURE__ */ keyer('editWorkflowConfig');
/** 变更选项（useMutation，`mutate(参数)`）：编辑流程配置（POST /flw/flwconfig/edit） */
export const editWorkflowConfigMutationOptions: MutationFn<'editWorkflowConfig', WorkflowQueryParams['editWorkflowConfig'], OpResult<operations['editWorkflowConfig']>> = /* @__PURE__ */ writer('editWorkflowConfig', 'POST /flw/flwconfig/edit');

/** 键 `['getWorkflowConfig', 参数]`：流程配置详情（POST /flw/flwconfig/get） */
export const getWorkflowConfigKey: KeyFn<'getWorkflowConfig', WorkflowQueryParams['getWorkflowConfig']> = /* @__PURE__ */ keyer('getWorkflowConfig');
/** 查询选项（useQuery、fetchQuery）：流程配置详情（POST /flw/flwconfig/get） */
export const getWorkflowConfigQueryOptions: QueryFn<'getWorkflowConfig', WorkflowQueryParams['getWorkflowConfig'], OpResult<operations['getWorkflowConfig']>> = /* @__PURE__ */ reader('getWorkflowConfig', 'POST /flw/flwconfig/get');

/** 键 `['addWorkflowField', 参数]`：新增表单字段（POST /flw/flwfield/add） */
export const addWorkflowFieldKey: KeyFn<'addWorkflowField', WorkflowQueryParams['addWorkflowField']> = /* @__PURE__ */ keyer('addWorkflowField');
/** 变更选项（useMutation，`mutate(参数)`）：新增表单字段（POST /flw/flwfield/add） */
export const addWorkflowFieldMutationOptions: MutationFn<'addWorkflowField', WorkflowQueryParams['addWorkflowField'], OpResult<operations['addWorkflowField']>> = /* @__PURE__ */ writer('addWorkflowField', 'POST /flw/flwfield/add');

/** 键 `['deleteWorkflowField', 参数]`：删除表单字段（POST /flw/flwfield/del） */
export const deleteWorkflowFieldKey: KeyFn<'deleteWorkflowField', WorkflowQueryParams['deleteWorkflowField']> = /* @__PURE__ */ keyer('deleteWorkflowField');
/** 变更选项（useMutation，`mutate(参数)`）：删除表单字段（POST /flw/flwfield/del） */
export const deleteWorkflowFieldMutationOptions: MutationFn<'deleteWorkflowField', WorkflowQueryParams['deleteWorkflowField'], OpResult<operations['deleteWorkflowField']>> = /* @__PURE__ */ writer('deleteWorkflowField', 'POST /flw/flwfield/del');

/** 键 `['listWorkflowFields', 参数]`：表单字段列表（POST /flw/flwfield/list） */
export const listWorkflowFieldsKey: KeyFn<'listWorkflowFields', WorkflowQueryParams['listWorkflowFields']> = /* @__PURE__ */ keyer('listWorkflowFields');
/** 查询选项（useQuery、fetchQuery）：表单字段列表（POST /flw/flwfield/list） */
export const listWorkflowFieldsQueryOptions: QueryFn<'listWorkflowFields', WorkflowQueryParams['listWorkflowFields'], OpResult<operations['listWorkflowFields']>> = /* @__PURE__ */ reader('listWorkflowFields', 'POST /flw/flwfield/list');

/** 键 `['listWorkflowForms', 参数]`：业务表单列表（POST /flw/flwform/list） */
export const listWorkflowFormsKey: KeyFn<'listWorkflowForms', WorkflowQueryParams['listWorkflowForms']> = /* @__PURE__ */ keyer('listWorkflowForms');
/** 查询选项（useQuery、fetchQuery）：业务表单列表（POST /flw/flwform/list） */
export const listWorkflowFormsQueryOptions: QueryFn<'listWorkflowForms', WorkflowQueryParams['listWorkflowForms'], OpResult<operations['listWorkflowForms']>> = /* @__PURE__ */ reader('listWorkflowForms', 'POST /flw/flwform/list');

/** 键 `['addWorkflowProcDef', 参数]`：新增流程定义（POST /flw/flwprocdef/add） */
export const addWorkflowProcDefKey: KeyFn<'addWorkflowProcDef', WorkflowQueryParams['addWorkflowProcDef']> = /* @__PURE__ */ keyer('addWorkflowProcDef');
/** 变更选项（useMutation，`mutate(参数)`）：新增流程定义（POST /flw/flwprocdef/add） */
export const addWorkflowProcDefMutationOptions: MutationFn<'addWorkflowProcDef', WorkflowQueryParams['addWorkflowProcDef'], OpResult<operations['addWorkflowProcDef']>> = /* @__PURE__ */ writer('addWorkflowProcDef', 'POST /flw/flwprocdef/add');

/** 键 `['deleteWorkflowProcDef', 参数]`：删除流程定义（POST /flw/flwprocdef/del） */
export const deleteWorkflowProcDefKey: KeyFn<'deleteWorkflowProcDef', WorkflowQueryParams['deleteWorkflowProcDef']> = /* @__PURE__ */ keyer('deleteWorkflowProcDef');
/** 变更选项（useMutation，`mutate(参数)`）：删除流程定义（POST /flw/flwprocdef/del） */
export const deleteWorkflowProcDefMutationOptions: MutationFn<'deleteWorkflowProcDef', WorkflowQueryParams['deleteWorkflowProcDef'], OpResult<operations['deleteWorkflowProcDef']>> = /* @__PURE__ */ writer('deleteWorkflowProcDef', 'POST /flw/flwprocdef/del');

/** 键 `['editWorkflowProcDef', 参数]`：编辑流程定义（POST /flw/flwprocdef/edit） */
export const editWorkflowProcDefKey: KeyFn<'editWorkflowProcDef', WorkflowQueryParams['editWorkflowProcDef']> = /* @__PURE__ */ keyer('editWorkflowProcDef');
/** 变更选项（useMutation，`mutate(参数)`）：编辑流程定义（POST /flw/flwprocdef/edit） */
export const editWorkflowProcDefMutationOptions: MutationFn<'editWorkflowProcDef', WorkflowQueryParams['editWorkflowProcDef'], OpResult<operations['editWorkflowProcDef']>> = /* @__PURE__ */ writer('editWorkflowProcDef', 'POST /flw/flwprocdef/edit');

/** 键 `['getWorkflowProcDef', 参数]`：流程定义详情（POST /flw/flwprocdef/get） */
export const getWorkflowProcDefKey: KeyFn<'getWorkflowProcDef', WorkflowQueryParams['getWorkflowProcDef']> = /* @__PURE__ */ keyer('getWorkflowProcDef');
/** 查询选项（useQuery、fetchQuery）：流程定义详情（POST /flw/flwprocdef/get） */
export const getWorkflowProcDefQueryOptions: QueryFn<'getWorkflowProcDef', WorkflowQueryParams['getWorkflowProcDef'], OpResult<operations['getWorkflowProcDef']>> = /* @__PURE__ */ reader('getWorkflowProcDef', 'POST /flw/flwprocdef/get');

/** 键 `['pageWorkflowProcDefs', 参数]`：流程定义分页（POST /flw/flwprocdef/page） */
export const pageWorkflowProcDefsKey: KeyFn<'pageWorkflowProcDefs', WorkflowQueryParams['pageWorkflowProcDefs']> = /* @__PURE__ */ keyer('pageWorkflowProcDefs');
/** 查询选项（useQuery、fetchQuery）：流程定义分页（POST /flw/flwprocdef/page） */
export const pageWorkflowProcDefsQueryOptions: QueryFn<'pageWorkflowProcDefs', WorkflowQueryParams['pageWorkflowProcDefs'], OpResult<operations['pageWorkflowProcDefs']>> = /* @__PURE__ */ reader('pageWorkflowProcDefs', 'POST /flw/flwprocdef/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：流程定义分页（POST /flw/flwprocdef/page） */
export const pageWorkflowProcDefsInfiniteQueryOptions: InfiniteFn<'pageWorkflowProcDefs', WorkflowQueryParams['pageWorkflowProcDefs'], OpResult<operations['pageWorkflowProcDefs']>> = /* @__PURE__ */ pager('pageWorkflowProcDefs', 'POST /flw/flwprocdef/page N');

/** 键 `['pageWorkflowTodo', 参数]`：我的待办分页（POST /flw/flwtodo/page） */
export const pageWorkflowTodoKey: KeyFn<'pageWorkflowTodo', WorkflowQueryParams['pageWorkflowTodo']> = /* @__PURE__ */ keyer('pageWorkflowTodo');
/** 查询选项（useQuery、fetchQuery）：我的待办分页（POST /flw/flwtodo/page） */
export const pageWorkflowTodoQueryOptions: QueryFn<'pageWorkflowTodo', WorkflowQueryParams['pageWorkflowTodo'], OpResult<operations['pageWorkflowTodo']>> = /* @__PURE__ */ reader('pageWorkflowTodo', 'POST /flw/flwtodo/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：我的待办分页（POST /flw/flwtodo/page） */
export const pageWorkflowTodoInfiniteQueryOptions: InfiniteFn<'pageWorkflowTodo', WorkflowQueryParams['pageWorkflowTodo'], OpResult<operations['pageWorkflowTodo']>> = /* @__PURE__ */ pager('pageWorkflowTodo', 'POST /flw/flwtodo/page N');

/** 键 `['pageWorkflowDone', 参数]`：我的已办分页（POST /flw/flwtodohis/page） */
export const pageWorkflowDoneKey: KeyFn<'pageWorkflowDone', WorkflowQueryParams['pageWorkflowDone']> = /* @__PURE__ */ keyer('pageWorkflowDone');
/** 查询选项（useQuery、fetchQuery）：我的已办分页（POST /flw/flwtodohis/page） */
export const pageWorkflowDoneQueryOptions: QueryFn<'pageWorkflowDone', WorkflowQueryParams['pageWorkflowDone'], OpResult<operations['pageWorkflowDone']>> = /* @__PURE__ */ reader('pageWorkflowDone', 'POST /flw/flwtodohis/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：我的已办分页（POST /flw/flwtodohis/page） */
export const pageWorkflowDoneInfiniteQueryOptions: InfiniteFn<'pageWorkflowDone', WorkflowQueryParams['pageWorkflowDone'], OpResult<operations['pageWorkflowDone']>> = /* @__PURE__ */ pager('pageWorkflowDone', 'POST /flw/flwtodohis/page N');

/** 键 `['listWorkflowTaskUsers', 参数]`：流程节点候选办理人（POST /flw/process/getTaskUserList） */
export const listWorkflowTaskUsersKey: KeyFn<'listWorkflowTaskUsers', WorkflowQueryParams['listWorkflowTaskUsers']> = /* @__PURE__ */ keyer('listWorkflowTaskUsers');
/** 查询选项（useQuery、fetchQuery）：流程节点候选办理人（POST /flw/process/getTaskUserList） */
export const listWorkflowTaskUsersQueryOptions: QueryFn<'listWorkflowTaskUsers', WorkflowQueryParams['listWorkflowTaskUsers'], OpResult<operations['listWorkflowTaskUsers']>> = /* @__PURE__ */ reader('listWorkflowTaskUsers', 'POST /flw/process/getTaskUserList');

/** 键 `['approveWorkflowWageTask', 参数]`：工资流程任务审批通过（POST /flw/smarthatsflwtask/approve） */
export const approveWorkflowWageTaskKey: KeyFn<'approveWorkflowWageTask', WorkflowQueryParams['approveWorkflowWageTask']> = /* @__PURE__ */ keyer('approveWorkflowWageTask');
/** 变更选项（useMutation，`mutate(参数)`）：工资流程任务审批通过（POST /flw/smarthatsflwtask/approve） */
export const approveWorkflowWageTaskMutationOptions: MutationFn<'approveWorkflowWageTask', WorkflowQueryParams['approveWorkflowWageTask'], OpResult<operations['approveWorkflowWageTask']>> = /* @__PURE__ */ writer('approveWorkflowWageTask', 'POST /flw/smarthatsflwtask/approve');

/** 键 `['getWorkflowWageTask', 参数]`：工资流程任务详情（GET /flw/smarthatsflwtask/detail） */
export const getWorkflowWageTaskKey: KeyFn<'getWorkflowWageTask', WorkflowQueryParams['getWorkflowWageTask']> = /* @__PURE__ */ keyer('getWorkflowWageTask');
/** 查询选项（useQuery、fetchQuery）：工资流程任务详情（GET /flw/smarthatsflwtask/detail） */
export const getWorkflowWageTaskQueryOptions: QueryFn<'getWorkflowWageTask', WorkflowQueryParams['getWorkflowWageTask'], OpResult<operations['getWorkflowWageTask']>> = /* @__PURE__ */ reader('getWorkflowWageTask', 'GET /flw/smarthatsflwtask/detail');

/** 键 `['listWorkflowWageTasks', 参数]`：工资流程任务分页（POST /flw/smarthatsflwtask/list） */
export const listWorkflowWageTasksKey: KeyFn<'listWorkflowWageTasks', WorkflowQueryParams['listWorkflowWageTasks']> = /* @__PURE__ */ keyer('listWorkflowWageTasks');
/** 查询选项（useQuery、fetchQuery）：工资流程任务分页（POST /flw/smarthatsflwtask/list） */
export const listWorkflowWageTasksQueryOptions: QueryFn<'listWorkflowWageTasks', WorkflowQueryParams['listWorkflowWageTasks'], OpResult<operations['listWorkflowWageTasks']>> = /* @__PURE__ */ reader('listWorkflowWageTasks', 'POST /flw/smarthatsflwtask/list N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资流程任务分页（POST /flw/smarthatsflwtask/list） */
export const listWorkflowWageTasksInfiniteQueryOptions: InfiniteFn<'listWorkflowWageTasks', WorkflowQueryParams['listWorkflowWageTasks'], OpResult<operations['listWorkflowWageTasks']>> = /* @__PURE__ */ pager('listWorkflowWageTasks', 'POST /flw/smarthatsflwtask/list N');

/** 键 `['getWorkflowWageProcessFlow', 参数]`：工资流程流转图（GET /flw/smarthatsflwtask/processFlow） */
export const getWorkflowWageProcessFlowKey: KeyFn<'getWorkflowWageProcessFlow', WorkflowQueryParams['getWorkflowWageProcessFlow']> = /* @__PURE__ */ keyer('getWorkflowWageProcessFlow');
/** 查询选项（useQuery、fetchQuery）：工资流程流转图（GET /flw/smarthatsflwtask/processFlow） */
export const getWorkflowWageProcessFlowQueryOptions: QueryFn<'getWorkflowWageProcessFlow', WorkflowQueryParams['getWorkflowWageProcessFlow'], OpResult<operations['getWorkflowWageProcessFlow']>> = /* @__PURE__ */ reader('getWorkflowWageProcessFlow', 'GET /flw/smarthatsflwtask/processFlow');

/** 键 `['rejectWorkflowWageTask', 参数]`：工资流程任务驳回（POST /flw/smarthatsflwtask/reject） */
export const rejectWorkflowWageTaskKey: KeyFn<'rejectWorkflowWageTask', WorkflowQueryParams['rejectWorkflowWageTask']> = /* @__PURE__ */ keyer('rejectWorkflowWageTask');
/** 变更选项（useMutation，`mutate(参数)`）：工资流程任务驳回（POST /flw/smarthatsflwtask/reject） */
export const rejectWorkflowWageTaskMutationOptions: MutationFn<'rejectWorkflowWageTask', WorkflowQueryParams['rejectWorkflowWageTask'], OpResult<operations['rejectWorkflowWageTask']>> = /* @__PURE__ */ writer('rejectWorkflowWageTask', 'POST /flw/smarthatsflwtask/reject');
