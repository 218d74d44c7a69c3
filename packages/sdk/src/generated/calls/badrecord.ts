/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「badrecord」的 10 个调用，每个一个可摇树的函数：`import { createClient, pageWorkerBadRecords } from '@site/sdk/calls/badrecord'`，`await pageWorkerBadRecords(api, …)`。 */
import type { operations } from '../areas/badrecord.schema';
import type { BadrecordArgs } from '../areas/badrecord';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as BadrecordComponents, operations as BadrecordOperations } from '../areas/badrecord.schema';

/** 登记不良记录（POST /orgdept/workerBadRecord/add） */
export const addWorkerBadRecord: Call<'addWorkerBadRecord', BadrecordArgs['addWorkerBadRecord'], OpResult<operations['addWorkerBadRecord']>> = /* @__PURE__ */ op('addWorkerBadRecord', 'POST /orgdept/workerBadRecord/add');

/** 删除不良记录（POST /orgdept/workerBadRecord/delete） */
export const deleteWorkerBadRecord: Call<'deleteWorkerBadRecord', BadrecordArgs['deleteWorkerBadRecord'], OpResult<operations['deleteWorkerBadRecord']>> = /* @__PURE__ */ op('deleteWorkerBadRecord', 'POST /orgdept/workerBadRecord/delete');

/** 回显公司级处理人（POST /orgdept/workerBadRecord/echoComHandlerName） */
export const echoBadRecordCompanyHandler: Call<'echoBadRecordCompanyHandler', BadrecordArgs['echoBadRecordCompanyHandler'], OpResult<operations['echoBadRecordCompanyHandler']>> = /* @__PURE__ */ op('echoBadRecordCompanyHandler', 'POST /orgdept/workerBadRecord/echoComHandlerName');

/** 回显分公司级处理人（POST /orgdept/workerBadRecord/echoOrgHandlerName） */
export const echoBadRecordBranchHandler: Call<'echoBadRecordBranchHandler', BadrecordArgs['echoBadRecordBranchHandler'], OpResult<operations['echoBadRecordBranchHandler']>> = /* @__PURE__ */ op('echoBadRecordBranchHandler', 'POST /orgdept/workerBadRecord/echoOrgHandlerName');

/** 回显项目级处理人（POST /orgdept/workerBadRecord/echoProjectHandlerName） */
export const echoBadRecordProjectHandler: Call<'echoBadRecordProjectHandler', BadrecordArgs['echoBadRecordProjectHandler'], OpResult<operations['echoBadRecordProjectHandler']>> = /* @__PURE__ */ op('echoBadRecordProjectHandler', 'POST /orgdept/workerBadRecord/echoProjectHandlerName');

/** 不良记录分页（POST /orgdept/workerBadRecord/page）；分页：`pagesOf(api, pageWorkerBadRecords, …)` */
export const pageWorkerBadRecords: PagedCall<'pageWorkerBadRecords', BadrecordArgs['pageWorkerBadRecords'], OpResult<operations['pageWorkerBadRecords']>> = /* @__PURE__ */ op('pageWorkerBadRecords', 'POST /orgdept/workerBadRecord/page N');

/** 不良记录处理岗位（GET /orgdept/workerBadRecord/positions） */
export const listBadRecordPositions: Call<'listBadRecordPositions', BadrecordArgs['listBadRecordPositions'], OpResult<operations['listBadRecordPositions']>> = /* @__PURE__ */ op('listBadRecordPositions', 'GET /orgdept/workerBadRecord/positions');

/** 不良记录分公司级处理（POST /orgdept/workerBadRecord/update/branchlevel） */
export const handleBadRecordBranchLevel: Call<'handleBadRecordBranchLevel', BadrecordArgs['handleBadRecordBranchLevel'], OpResult<operations['handleBadRecordBranchLevel']>> = /* @__PURE__ */ op('handleBadRecordBranchLevel', 'POST /orgdept/workerBadRecord/update/branchlevel');

/** 不良记录公司级处理（POST /orgdept/workerBadRecord/update/companylevel） */
export const handleBadRecordCompanyLevel: Call<'handleBadRecordCompanyLevel', BadrecordArgs['handleBadRecordCompanyLevel'], OpResult<operations['handleBadRecordCompanyLevel']>> = /* @__PURE__ */ op('handleBadRecordCompanyLevel', 'POST /orgdept/workerBadRecord/update/companylevel');

/** 不良记录项目级处理（POST /orgdept/workerBadRecord/update/projectlevel） */
export const handleBadRecordProjectLevel: Call<'handleBadRecordProjectLevel', BadrecordArgs['handleBadRecordProjectLevel'], OpResult<operations['handleBadRecordProjectLevel']>> = /* @__PURE__ */ op('handleBadRecordProjectLevel', 'POST /orgdept/workerBadRecord/update/projectlevel');
