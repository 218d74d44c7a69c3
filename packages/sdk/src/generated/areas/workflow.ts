/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「workflow」的 33 个调用，按 operationId：`import { call, pages, workflow } from '@site/sdk/areas/workflow'`。 */
import type { operations } from './workflow.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

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
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface WorkflowInit {
  pageWorkflowApplied: { params?: never; body: NonNullable<operations['pageWorkflowApplied']['requestBody']>['content']['application/json'] } & CallInit;
  listWorkflowAssigneeDepts: { params?: never; body: NonNullable<operations['listWorkflowAssigneeDepts']['requestBody']>['content']['application/json'] } & CallInit;
  listWorkflowAssigneeOrgs: { params?: never; body?: never } & CallInit;
  listWorkflowAssigneePosts: { params?: operations['listWorkflowAssigneePosts']['parameters']; body?: never } & CallInit;
  listWorkflowAssigneeRoles: { params?: never; body?: never } & CallInit;
  pageWorkflowAssigneeUsers: { params?: never; body: NonNullable<operations['pageWorkflowAssigneeUsers']['requestBody']>['content']['application/json'] } & CallInit;
  addWorkflowCategory: { params?: never; body: NonNullable<operations['addWorkflowCategory']['requestBody']>['content']['application/json'] } & CallInit;
  deleteWorkflowCategory: { params?: never; body: NonNullable<operations['deleteWorkflowCategory']['requestBody']>['content']['application/json'] } & CallInit;
  editWorkflowCategory: { params?: never; body: NonNullable<operations['editWorkflowCategory']['requestBody']>['content']['application/json'] } & CallInit;
  getWorkflowCategory: { params?: never; body: NonNullable<operations['getWorkflowCategory']['requestBody']>['content']['application/json'] } & CallInit;
  listWorkflowCategories: { params?: never; body: NonNullable<operations['listWorkflowCategories']['requestBody']>['content']['application/json'] } & CallInit;
  listWorkflowModules: { params?: never; body: NonNullable<operations['listWorkflowModules']['requestBody']>['content']['application/json'] } & CallInit;
  pageWorkflowCc: { params?: never; body: NonNullable<operations['pageWorkflowCc']['requestBody']>['content']['application/json'] } & CallInit;
  addWorkflowConfig: { params?: never; body: NonNullable<operations['addWorkflowConfig']['requestBody']>['content']['application/json'] } & CallInit;
  editWorkflowConfig: { params?: never; body: NonNullable<operations['editWorkflowConfig']['requestBody']>['content']['application/json'] } & CallInit;
  getWorkflowConfig: { params?: never; body: NonNullable<operations['getWorkflowConfig']['requestBody']>['content']['application/json'] } & CallInit;
  addWorkflowField: { params?: never; body: NonNullable<operations['addWorkflowField']['requestBody']>['content']['application/json'] } & CallInit;
  deleteWorkflowField: { params?: never; body: NonNullable<operations['deleteWorkflowField']['requestBody']>['content']['application/json'] } & CallInit;
  listWorkflowFields: { params?: never; body: NonNullable<operations['listWorkflowFields']['requestBody']>['content']['application/json'] } & CallInit;
  listWorkflowForms: { params?: never; body: NonNullable<operations['listWorkflowForms']['requestBody']>['content']['application/json'] } & CallInit;
  addWorkflowProcDef: { params?: never; body: NonNullable<operations['addWorkflowProcDef']['requestBody']>['content']['application/json'] } & CallInit;
  deleteWorkflowProcDef: { params?: never; body: NonNullable<operations['deleteWorkflowProcDef']['requestBody']>['content']['application/json'] } & CallInit;
  editWorkflowProcDef: { params?: never; body: NonNullable<operations['editWorkflowProcDef']['requestBody']>['content']['application/json'] } & CallInit;
  getWorkflowProcDef: { params?: never; body: NonNullable<operations['getWorkflowProcDef']['requestBody']>['content']['application/json'] } & CallInit;
  pageWorkflowProcDefs: { params?: never; body: NonNullable<operations['pageWorkflowProcDefs']['requestBody']>['content']['application/json'] } & CallInit;
  pageWorkflowTodo: { params?: never; body: NonNullable<operations['pageWorkflowTodo']['requestBody']>['content']['application/json'] } & CallInit;
  pageWorkflowDone: { params?: never; body: NonNullable<operations['pageWorkflowDone']['requestBody']>['content']['application/json'] } & CallInit;
  listWorkflowTaskUsers: { params?: never; body: NonNullable<operations['listWorkflowTaskUsers']['requestBody']>['content']['application/json'] } & CallInit;
  approveWorkflowWageTask: { params?: never; body: NonNullable<operations['approveWorkflowWageTask']['requestBody']>['content']['application/json'] } & CallInit;
  getWorkflowWageTask: { params: operations['getWorkflowWageTask']['parameters']; body?: never } & CallInit;
  listWorkflowWageTasks: { params?: never; body: NonNullable<operations['listWorkflowWageTasks']['requestBody']>['content']['application/json'] } & CallInit;
  getWorkflowWageProcessFlow: { params: operations['getWorkflowWageProcessFlow']['parameters']; body?: never } & CallInit;
  rejectWorkflowWageTask: { params?: never; body: NonNullable<operations['rejectWorkflowWageTask']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type WorkflowOptionalId = 'listWorkflowAssigneeOrgs' | 'listWorkflowAssigneePosts' | 'listWorkflowAssigneeRoles';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type WorkflowArgs = { [Id in WorkflowOperationId]: Id extends WorkflowOptionalId ? [init?: WorkflowInit[Id]] : [init: WorkflowInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type WorkflowPagedId = 'pageWorkflowApplied' | 'pageWorkflowAssigneeUsers' | 'pageWorkflowCc' | 'pageWorkflowProcDefs' | 'pageWorkflowTodo' | 'pageWorkflowDone' | 'listWorkflowWageTasks';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type WorkflowCall = <Id extends WorkflowOperationId>(client: Requester, id: Id, ...init: Id extends WorkflowOptionalId ? [init?: WorkflowInit[Id]] : [init: WorkflowInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type WorkflowPages = <Id extends WorkflowPagedId>(client: Requester, id: Id, ...init: Id extends WorkflowOptionalId ? [init?: WorkflowInit[Id]] : [init: WorkflowInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type WorkflowClient = { readonly [Id in WorkflowOperationId]: (...init: Id extends WorkflowOptionalId ? [init?: WorkflowInit[Id]] : [init: WorkflowInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends WorkflowPagedId>(id: Id, ...init: Id extends WorkflowOptionalId ? [init?: WorkflowInit[Id]] : [init: WorkflowInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'pageWorkflowApplied', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: WorkflowCall = /* @__PURE__ */ areaCall(table) as unknown as WorkflowCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: WorkflowPages = /* @__PURE__ */ areaPages(table) as unknown as WorkflowPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const workflow = (client: Requester): WorkflowClient => areaClient(table, client) as unknown as WorkflowClient;
