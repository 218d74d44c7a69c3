/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「workflow」的 33 个调用，每个一个可摇树的函数：`import { createClient, pageWorkflowApplied } from '@site/sdk/calls/workflow'`，`await pageWorkflowApplied(api, …)`。 */
import type { operations } from '../areas/workflow.schema';
import type { WorkflowArgs } from '../areas/workflow';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as WorkflowComponents, operations as WorkflowOperations } from '../areas/workflow.schema';

/** 我的申请分页（POST /flw/flwapply/page）；分页：`pagesOf(api, pageWorkflowApplied, …)` */
export const pageWorkflowApplied: PagedCall<'pageWorkflowApplied', WorkflowArgs['pageWorkflowApplied'], OpResult<operations['pageWorkflowApplied']>> = /* @__PURE__ */ op('pageWorkflowApplied', 'POST /flw/flwapply/page N');

/** 办理人选择：部门树（POST /flw/flwassignee/dept） */
export const listWorkflowAssigneeDepts: Call<'listWorkflowAssigneeDepts', WorkflowArgs['listWorkflowAssigneeDepts'], OpResult<operations['listWorkflowAssigneeDepts']>> = /* @__PURE__ */ op('listWorkflowAssigneeDepts', 'POST /flw/flwassignee/dept');

/** 办理人选择：组织树（GET /flw/flwassignee/org） */
export const listWorkflowAssigneeOrgs: Call<'listWorkflowAssigneeOrgs', WorkflowArgs['listWorkflowAssigneeOrgs'], OpResult<operations['listWorkflowAssigneeOrgs']>> = /* @__PURE__ */ op('listWorkflowAssigneeOrgs', 'GET /flw/flwassignee/org');

/** 办理人选择：岗位（GET /flw/flwassignee/post） */
export const listWorkflowAssigneePosts: Call<'listWorkflowAssigneePosts', WorkflowArgs['listWorkflowAssigneePosts'], OpResult<operations['listWorkflowAssigneePosts']>> = /* @__PURE__ */ op('listWorkflowAssigneePosts', 'GET /flw/flwassignee/post');

/** 办理人选择：角色（GET /flw/flwassignee/role） */
export const listWorkflowAssigneeRoles: Call<'listWorkflowAssigneeRoles', WorkflowArgs['listWorkflowAssigneeRoles'], OpResult<operations['listWorkflowAssigneeRoles']>> = /* @__PURE__ */ op('listWorkflowAssigneeRoles', 'GET /flw/flwassignee/role');

/** 办理人选择：人员分页（POST /flw/flwassignee/user）；分页：`pagesOf(api, pageWorkflowAssigneeUsers, …)` */
export const pageWorkflowAssigneeUsers: PagedCall<'pageWorkflowAssigneeUsers', WorkflowArgs['pageWorkflowAssigneeUsers'], OpResult<operations['pageWorkflowAssigneeUsers']>> = /* @__PURE__ */ op('pageWorkflowAssigneeUsers', 'POST /flw/flwassignee/user N');

/** 新增流程分类（POST /flw/flwcategory/add） */
export const addWorkflowCategory: Call<'addWorkflowCategory', WorkflowArgs['addWorkflowCategory'], OpResult<operations['addWorkflowCategory']>> = /* @__PURE__ */ op('addWorkflowCategory', 'POST /flw/flwcategory/add');

/** 删除流程分类（POST /flw/flwcategory/del） */
export const deleteWorkflowCategory: Call<'deleteWorkflowCategory', WorkflowArgs['deleteWorkflowCategory'], OpResult<operations['deleteWorkflowCategory']>> = /* @__PURE__ */ op('deleteWorkflowCategory', 'POST /flw/flwcategory/del');

/** 编辑流程分类（POST /flw/flwcategory/edit） */
export const editWorkflowCategory: Call<'editWorkflowCategory', WorkflowArgs['editWorkflowCategory'], OpResult<operations['editWorkflowCategory']>> = /* @__PURE__ */ op('editWorkflowCategory', 'POST /flw/flwcategory/edit');

/** 流程分类详情（POST /flw/flwcategory/get） */
export const getWorkflowCategory: Call<'getWorkflowCategory', WorkflowArgs['getWorkflowCategory'], OpResult<operations['getWorkflowCategory']>> = /* @__PURE__ */ op('getWorkflowCategory', 'POST /flw/flwcategory/get');

/** 流程分类树（POST /flw/flwcategory/list） */
export const listWorkflowCategories: Call<'listWorkflowCategories', WorkflowArgs['listWorkflowCategories'], OpResult<operations['listWorkflowCategories']>> = /* @__PURE__ */ op('listWorkflowCategories', 'POST /flw/flwcategory/list');

/** 可绑定的业务模块（POST /flw/flwcategory/module/list） */
export const listWorkflowModules: Call<'listWorkflowModules', WorkflowArgs['listWorkflowModules'], OpResult<operations['listWorkflowModules']>> = /* @__PURE__ */ op('listWorkflowModules', 'POST /flw/flwcategory/module/list');

/** 抄送我的分页（POST /flw/flwcc/page）；分页：`pagesOf(api, pageWorkflowCc, …)` */
export const pageWorkflowCc: PagedCall<'pageWorkflowCc', WorkflowArgs['pageWorkflowCc'], OpResult<operations['pageWorkflowCc']>> = /* @__PURE__ */ op('pageWorkflowCc', 'POST /flw/flwcc/page N');

/** 新增流程配置（POST /flw/flwconfig/add） */
export const addWorkflowConfig: Call<'addWorkflowConfig', WorkflowArgs['addWorkflowConfig'], OpResult<operations['addWorkflowConfig']>> = /* @__PURE__ */ op('addWorkflowConfig', 'POST /flw/flwconfig/add');

/** 编辑流程配置（POST /flw/flwconfig/edit） */
export const editWorkflowConfig: Call<'editWorkflowConfig', WorkflowArgs['editWorkflowConfig'], OpResult<operations['editWorkflowConfig']>> = /* @__PURE__ */ op('editWorkflowConfig', 'POST /flw/flwconfig/edit');

/** 流程配置详情（POST /flw/flwconfig/get） */
export const getWorkflowConfig: Call<'getWorkflowConfig', WorkflowArgs['getWorkflowConfig'], OpResult<operations['getWorkflowConfig']>> = /* @__PURE__ */ op('getWorkflowConfig', 'POST /flw/flwconfig/get');

/** 新增表单字段（POST /flw/flwfield/add） */
export const addWorkflowField: Call<'addWorkflowField', WorkflowArgs['addWorkflowField'], OpResult<operations['addWorkflowField']>> = /* @__PURE__ */ op('addWorkflowField', 'POST /flw/flwfield/add');

/** 删除表单字段（POST /flw/flwfield/del） */
export const deleteWorkflowField: Call<'deleteWorkflowField', WorkflowArgs['deleteWorkflowField'], OpResult<operations['deleteWorkflowField']>> = /* @__PURE__ */ op('deleteWorkflowField', 'POST /flw/flwfield/del');

/** 表单字段列表（POST /flw/flwfield/list） */
export const listWorkflowFields: Call<'listWorkflowFields', WorkflowArgs['listWorkflowFields'], OpResult<operations['listWorkflowFields']>> = /* @__PURE__ */ op('listWorkflowFields', 'POST /flw/flwfield/list');

/** 业务表单列表（POST /flw/flwform/list） */
export const listWorkflowForms: Call<'listWorkflowForms', WorkflowArgs['listWorkflowForms'], OpResult<operations['listWorkflowForms']>> = /* @__PURE__ */ op('listWorkflowForms', 'POST /flw/flwform/list');

/** 新增流程定义（POST /flw/flwprocdef/add） */
export const addWorkflowProcDef: Call<'addWorkflowProcDef', WorkflowArgs['addWorkflowProcDef'], OpResult<operations['addWorkflowProcDef']>> = /* @__PURE__ */ op('addWorkflowProcDef', 'POST /flw/flwprocdef/add');

/** 删除流程定义（POST /flw/flwprocdef/del） */
export const deleteWorkflowProcDef: Call<'deleteWorkflowProcDef', WorkflowArgs['deleteWorkflowProcDef'], OpResult<operations['deleteWorkflowProcDef']>> = /* @__PURE__ */ op('deleteWorkflowProcDef', 'POST /flw/flwprocdef/del');

/** 编辑流程定义（POST /flw/flwprocdef/edit） */
export const editWorkflowProcDef: Call<'editWorkflowProcDef', WorkflowArgs['editWorkflowProcDef'], OpResult<operations['editWorkflowProcDef']>> = /* @__PURE__ */ op('editWorkflowProcDef', 'POST /flw/flwprocdef/edit');

/** 流程定义详情（POST /flw/flwprocdef/get） */
export const getWorkflowProcDef: Call<'getWorkflowProcDef', WorkflowArgs['getWorkflowProcDef'], OpResult<operations['getWorkflowProcDef']>> = /* @__PURE__ */ op('getWorkflowProcDef', 'POST /flw/flwprocdef/get');

/** 流程定义分页（POST /flw/flwprocdef/page）；分页：`pagesOf(api, pageWorkflowProcDefs, …)` */
export const pageWorkflowProcDefs: PagedCall<'pageWorkflowProcDefs', WorkflowArgs['pageWorkflowProcDefs'], OpResult<operations['pageWorkflowProcDefs']>> = /* @__PURE__ */ op('pageWorkflowProcDefs', 'POST /flw/flwprocdef/page N');

/** 我的待办分页（POST /flw/flwtodo/page）；分页：`pagesOf(api, pageWorkflowTodo, …)` */
export const pageWorkflowTodo: PagedCall<'pageWorkflowTodo', WorkflowArgs['pageWorkflowTodo'], OpResult<operations['pageWorkflowTodo']>> = /* @__PURE__ */ op('pageWorkflowTodo', 'POST /flw/flwtodo/page N');

/** 我的已办分页（POST /flw/flwtodohis/page）；分页：`pagesOf(api, pageWorkflowDone, …)` */
export const pageWorkflowDone: PagedCall<'pageWorkflowDone', WorkflowArgs['pageWorkflowDone'], OpResult<operations['pageWorkflowDone']>> = /* @__PURE__ */ op('pageWorkflowDone', 'POST /flw/flwtodohis/page N');

/** 流程节点候选办理人（POST /flw/process/getTaskUserList） */
export const listWorkflowTaskUsers: Call<'listWorkflowTaskUsers', WorkflowArgs['listWorkflowTaskUsers'], OpResult<operations['listWorkflowTaskUsers']>> = /* @__PURE__ */ op('listWorkflowTaskUsers', 'POST /flw/process/getTaskUserList');

/** 工资流程任务审批通过（POST /flw/smarthatsflwtask/approve） */
export const approveWorkflowWageTask: Call<'approveWorkflowWageTask', WorkflowArgs['approveWorkflowWageTask'], OpResult<operations['approveWorkflowWageTask']>> = /* @__PURE__ */ op('approveWorkflowWageTask', 'POST /flw/smarthatsflwtask/approve');

/** 工资流程任务详情（GET /flw/smarthatsflwtask/detail） */
export const getWorkflowWageTask: Call<'getWorkflowWageTask', WorkflowArgs['getWorkflowWageTask'], OpResult<operations['getWorkflowWageTask']>> = /* @__PURE__ */ op('getWorkflowWageTask', 'GET /flw/smarthatsflwtask/detail');

/** 工资流程任务分页（POST /flw/smarthatsflwtask/list）；分页：`pagesOf(api, listWorkflowWageTasks, …)` */
export const listWorkflowWageTasks: PagedCall<'listWorkflowWageTasks', WorkflowArgs['listWorkflowWageTasks'], OpResult<operations['listWorkflowWageTasks']>> = /* @__PURE__ */ op('listWorkflowWageTasks', 'POST /flw/smarthatsflwtask/list N');

/** 工资流程流转图（GET /flw/smarthatsflwtask/processFlow） */
export const getWorkflowWageProcessFlow: Call<'getWorkflowWageProcessFlow', WorkflowArgs['getWorkflowWageProcessFlow'], OpResult<operations['getWorkflowWageProcessFlow']>> = /* @__PURE__ */ op('getWorkflowWageProcessFlow', 'GET /flw/smarthatsflwtask/processFlow');

/** 工资流程任务驳回（POST /flw/smarthatsflwtask/reject） */
export const rejectWorkflowWageTask: Call<'rejectWorkflowWageTask', WorkflowArgs['rejectWorkflowWageTask'], OpResult<operations['rejectWorkflowWageTask']>> = /* @__PURE__ */ op('rejectWorkflowWageTask', 'POST /flw/smarthatsflwtask/reject');
