/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「workflow」的 33 个调用，按 operationId：`import { call, pages, workflow } from '@site/sdk/areas/workflow'`。 */
import type { operations } from './workflow.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

export * from '../../light';
export type { components as WorkflowComponents, operations as WorkflowOperations } from './workflow.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  pageWorkflowApplied: 'POST /flw/flwapply/page N',
  listWorkflowAssigneeDepts: 'POST /flw/flwassignee/dept',
  listWorkflowAssigneeOrgs: 'GET /flw/flwassignee/org',
  listWorkflowAssigneePosts: 'GET /flw/flwassignee/post',
  listWorkflowAssigneeRoles: 'GET /flw/flwassignee/role',
  pageWorkflowAssigneeUsers: 'POST /flw/flwassignee/user N',
  addWorkflowCategory: 'POST /flw/flwcategory/add',
  deleteWorkflowCategory: 'POST /flw/flwcategory/del',
  editWorkflowCategory: 'POST /flw/flwcategory/edit',
  getWorkflowCategory: 'POST /flw/flwcategory/get',
  listWorkflowCategories: 'POST /flw/flwcategory/list',
  listWorkflowModules: 'POST /flw/flwcategory/module/list',
  pageWorkflowCc: 'POST /flw/flwcc/page N',
  addWorkflowConfig: 'POST /flw/flwconfig/add',
  editWorkflowConfig: 'POST /flw/flwconfig/edit',
  getWorkflowConfig: 'POST /flw/flwconfig/get',
  addWorkflowField: 'POST /flw/flwfield/add',
  deleteWorkflowField: 'POST /flw/flwfield/del',
  listWorkflowFields: 'POST /flw/flwfield/list',
  listWorkflowForms: 'POST /flw/flwform/list',
  addWorkflowProcDef: 'POST /flw/flwprocdef/add',
  deleteWorkflowProcDef: 'POST /flw/flwprocdef/del',
  editWorkflowProcDef: 'POST /flw/flwprocdef/edit',
  getWorkflowProcDef: 'POST /flw/flwprocdef/get',
  pageWorkflowProcDefs: 'POST /flw/flwprocdef/page N',
  pageWorkflowTodo: 'POST /flw/flwtodo/page N',
  pageWorkflowDone: 'POST /flw/flwtodohis/page N',
  listWorkflowTaskUsers: 'POST /flw/process/getTaskUserList',
  approveWorkflowWageTask: 'POST /flw/smarthatsflwtask/approve',
  getWorkflowWageTask: 'GET /flw/smarthatsflwtask/detail',
  listWorkflowWageTasks: 'POST /flw/smarthatsflwtask/list N',
  getWorkflowWageProcessFlow: 'GET /flw/smarthatsflwtask/processFlow',
  rejectWorkflowWageTask: 'POST /flw/smarthatsflwtask/reject',
};

export type WorkflowOperationId = keyof operations;
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface WorkflowArgs {
  pageWorkflowApplied: [init: { params?: never; body: NonNullable<operations['pageWorkflowApplied']['requestBody']>['content']['application/json'] } & CallInit];
  listWorkflowAssigneeDepts: [init: { params?: never; body: NonNullable<operations['listWorkflowAssigneeDepts']['requestBody']>['content']['application/json'] } & CallInit];
  listWorkflowAssigneeOrgs: [init?: { params?: never; body?: never } & CallInit];
  listWorkflowAssigneePosts: [init?: { params?: operations['listWorkflowAssigneePosts']['parameters']; body?: never } & CallInit];
  listWorkflowAssigneeRoles: [init?: { params?: never; body?: never } & CallInit];
  pageWorkflowAssigneeUsers: [init: { params?: never; body: NonNullable<operations['pageWorkflowAssigneeUsers']['requestBody']>['content']['application/json'] } & CallInit];
  addWorkflowCategory: [init: { params?: never; body: NonNullable<operations['addWorkflowCategory']['requestBody']>['content']['application/json'] } & CallInit];
  deleteWorkflowCategory: [init: { params?: never; body: NonNullable<operations['deleteWorkflowCategory']['requestBody']>['content']['application/json'] } & CallInit];
  editWorkflowCategory: [init: { params?: never; body: NonNullable<operations['editWorkflowCategory']['requestBody']>['content']['application/json'] } & CallInit];
  getWorkflowCategory: [init: { params?: never; body: NonNullable<operations['getWorkflowCategory']['requestBody']>['content']['application/json'] } & CallInit];
  listWorkflowCategories: [init: { params?: never; body: NonNullable<operations['listWorkflowCategories']['requestBody']>['content']['application/json'] } & CallInit];
  listWorkflowModules: [init: { params?: never; body: NonNullable<operations['listWorkflowModules']['requestBody']>['content']['application/json'] } & CallInit];
  pageWorkflowCc: [init: { params?: never; body: NonNullable<operations['pageWorkflowCc']['requestBody']>['content']['application/json'] } & CallInit];
  addWorkflowConfig: [init: { params?: never; body: NonNullable<operations['addWorkflowConfig']['requestBody']>['content']['application/json'] } & CallInit];
  editWorkflowConfig: [init: { params?: never; body: NonNullable<operations['editWorkflowConfig']['requestBody']>['content']['application/json'] } & CallInit];
  getWorkflowConfig: [init: { params?: never; body: NonNullable<operations['getWorkflowConfig']['requestBody']>['content']['application/json'] } & CallInit];
  addWorkflowField: [init: { params?: never; body: NonNullable<operations['addWorkflowField']['requestBody']>['content']['application/json'] } & CallInit];
  deleteWorkflowField: [init: { params?: never; body: NonNullable<operations['deleteWorkflowField']['requestBody']>['content']['application/json'] } & CallInit];
  listWorkflowFields: [init: { params?: never; body: NonNullable<operations['listWorkflowFields']['requestBody']>['content']['application/json'] } & CallInit];
  listWorkflowForms: [init: { params?: never; body: NonNullable<operations['listWorkflowForms']['requestBody']>['content']['application/json'] } & CallInit];
  addWorkflowProcDef: [init: { params?: never; body: NonNullable<operations['addWorkflowProcDef']['requestBody']>['content']['application/json'] } & CallInit];
  deleteWorkflowProcDef: [init: { params?: never; body: NonNullable<operations['deleteWorkflowProcDef']['requestBody']>['content']['application/json'] } & CallInit];
  editWorkflowProcDef: [init: { params?: never; body: NonNullable<operations['editWorkflowProcDef']['requestBody']>['content']['application/json'] } & CallInit];
  getWorkflowProcDef: [init: { params?: never; body: NonNullable<operations['getWorkflowProcDef']['requestBody']>['content']['application/json'] } & CallInit];
  pageWorkflowProcDefs: [init: { params?: never; body: NonNullable<operations['pageWorkflowProcDefs']['requestBody']>['content']['application/json'] } & CallInit];
  pageWorkflowTodo: [init: { params?: never; body: NonNullable<operations['pageWorkflowTodo']['requestBody']>['content']['application/json'] } & CallInit];
  pageWorkflowDone: [init: { params?: never; body: NonNullable<operations['pageWorkflowDone']['requestBody']>['content']['application/json'] } & CallInit];
  listWorkflowTaskUsers: [init: { params?: never; body: NonNullable<operations['listWorkflowTaskUsers']['requestBody']>['content']['application/json'] } & CallInit];
  approveWorkflowWageTask: [init: { params?: never; body: NonNullable<operations['approveWorkflowWageTask']['requestBody']>['content']['application/json'] } & CallInit];
  getWorkflowWageTask: [init: { params: operations['getWorkflowWageTask']['parameters']; body?: never } & CallInit];
  listWorkflowWageTasks: [init: { params?: never; body: NonNullable<operations['listWorkflowWageTasks']['requestBody']>['content']['application/json'] } & CallInit];
  getWorkflowWageProcessFlow: [init: { params: operations['getWorkflowWageProcessFlow']['parameters']; body?: never } & CallInit];
  rejectWorkflowWageTask: [init: { params?: never; body: NonNullable<operations['rejectWorkflowWageTask']['requestBody']>['content']['application/json'] } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type WorkflowPagedId = 'pageWorkflowApplied' | 'pageWorkflowAssigneeUsers' | 'pageWorkflowCc' | 'pageWorkflowProcDefs' | 'pageWorkflowTodo' | 'pageWorkflowDone' | 'listWorkflowWageTasks';

/** 按 operationId 调用：`await call(api, 'pageWorkflowApplied', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, WorkflowArgs> = /* @__PURE__ */ areaCall<operations, WorkflowArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, WorkflowArgs, WorkflowPagedId> = /* @__PURE__ */ areaPages<operations, WorkflowArgs, WorkflowPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const workflow = (client: Requester): AreaClient<operations, WorkflowArgs, WorkflowPagedId> =>
  areaClient<operations, WorkflowArgs, WorkflowPagedId>(table, client);
