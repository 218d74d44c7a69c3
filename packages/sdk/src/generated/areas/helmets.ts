/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「helmets」的 36 个调用，按 operationId：`import { call, pages, helmets } from '@site/sdk/areas/helmets'`。 */
import type { operations } from './helmets.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as HelmetsComponents, operations as HelmetsOperations } from './helmets.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  selectHelmets: 'GET /pc/hat/select',
  deleteManagerRosterUploadRow: 'POST /pc/manager/del',
  confirmManagerRosterUploadRow: 'POST /pc/manager/sure',
  downloadManagerRosterTemplate: 'GET /pc/manager/template b',
  uploadManagerRoster: 'POST /pc/manager/upload m',
  listManagerRosterUploadRows: 'GET /pc/manager/uploadlist p',
  deleteObservationUploadRow: 'POST /pc/observation/del',
  confirmObservationUploadRow: 'POST /pc/observation/sure',
  downloadObservationTemplate: 'GET /pc/observation/template b',
  uploadObservations: 'POST /pc/observation/upload m',
  listObservationUploadRows: 'GET /pc/observation/uploadlist p',
  collectBranchHelmetUnwear: 'GET /pc/org/hat/branunwearchcollect',
  collectHelmetUnwear: 'GET /pc/org/hat/unwearcollect',
  listHelmetAlarms: 'POST /star/laborhat/alarm P',
  bindHelmet: 'POST /star/laborhat/bindhat',
  deleteHelmetUploadRow: 'POST /star/laborhat/del',
  getHelmetManager: 'GET /star/laborhat/getmanager',
  getHelmetWorker: 'GET /star/laborhat/getworker',
  listHelmetHistory: 'GET /star/laborhat/history p',
  listHelmetManagers: 'POST /star/laborhat/manager P',
  listUnboundHelmets: 'GET /star/laborhat/nobind',
  returnHelmet: 'POST /star/laborhat/returnhat',
  confirmHelmetUploadRow: 'POST /star/laborhat/sure',
  downloadHelmetManagerTemplate: 'GET /star/laborhat/template/manager b',
  downloadHelmetWorkerTemplate: 'GET /star/laborhat/template/worker b',
  listHelmetUploadRows: 'GET /star/laborhat/uploadlist p',
  uploadHelmetManagers: 'POST /star/laborhat/uploadmanager m',
  uploadHelmetWorkers: 'POST /star/laborhat/uploadworker m',
  listHelmetWorkers: 'POST /star/laborhat/worker P',
  exportHelmetUseDetails: 'GET /starSafety/laborHat/exportUseDetailStat b',
  getHelmetLossDamageStat: 'POST /starSafety/laborHat/lossAndDamageStat',
  listHelmetNoElectricity: 'POST /starSafety/laborHat/noElectricityStat N',
  getHelmetOverview: 'POST /starSafety/laborHat/overview',
  getHelmetTurnoverLossDamageStat: 'POST /starSafety/laborHat/turnoverAndlossAndDamageStat',
  listHelmetUseDetails: 'POST /starSafety/laborHat/useDetailStat N',
  getHelmetUseStat: 'POST /starSafety/laborHat/useStat',
};

export type HelmetsOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface HelmetsInit {
  selectHelmets: { params?: operations['selectHelmets']['parameters']; body?: never } & CallInit;
  deleteManagerRosterUploadRow: { params?: never; body: NonNullable<operations['deleteManagerRosterUploadRow']['requestBody']>['content']['application/json'] } & CallInit;
  confirmManagerRosterUploadRow: { params?: never; body: NonNullable<operations['confirmManagerRosterUploadRow']['requestBody']>['content']['application/json'] } & CallInit;
  downloadManagerRosterTemplate: { params?: never; body?: never } & CallInit;
  uploadManagerRoster: { params?: never; body: NonNullable<operations['uploadManagerRoster']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  listManagerRosterUploadRows: { params: operations['listManagerRosterUploadRows']['parameters']; body?: never } & CallInit;
  deleteObservationUploadRow: { params?: never; body: NonNullable<operations['deleteObservationUploadRow']['requestBody']>['content']['application/json'] } & CallInit;
  confirmObservationUploadRow: { params?: never; body: NonNullable<operations['confirmObservationUploadRow']['requestBody']>['content']['application/json'] } & CallInit;
  downloadObservationTemplate: { params?: never; body?: never } & CallInit;
  uploadObservations: { params?: never; body: NonNullable<operations['uploadObservations']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  listObservationUploadRows: { params: operations['listObservationUploadRows']['parameters']; body?: never } & CallInit;
  collectBranchHelmetUnwear: { params?: operations['collectBranchHelmetUnwear']['parameters']; body?: never } & CallInit;
  collectHelmetUnwear: { params?: operations['collectHelmetUnwear']['parameters']; body?: never } & CallInit;
  listHelmetAlarms: { params?: never; body: NonNullable<operations['listHelmetAlarms']['requestBody']>['content']['application/json'] } & CallInit;
  bindHelmet: { params?: never; body: NonNullable<operations['bindHelmet']['requestBody']>['content']['application/json'] } & CallInit;
  deleteHelmetUploadRow: { params?: never; body: NonNullable<operations['deleteHelmetUploadRow']['requestBody']>['content']['application/json'] } & CallInit;
  getHelmetManager: { params: operations['getHelmetManager']['parameters']; body?: never } & CallInit;
  getHelmetWorker: { params: operations['getHelmetWorker']['parameters']; body?: never } & CallInit;
  listHelmetHistory: { params?: operations['listHelmetHistory']['parameters']; body?: never } & CallInit;
  listHelmetManagers: { params?: never; body: NonNullable<operations['listHelmetManagers']['requestBody']>['content']['application/json'] } & CallInit;
  listUnboundHelmets: { params?: operations['listUnboundHelmets']['parameters']; body?: never } & CallInit;
  returnHelmet: { params?: never; body: NonNullable<operations['returnHelmet']['requestBody']>['content']['application/json'] } & CallInit;
  confirmHelmetUploadRow: { params?: never; body: NonNullable<operations['confirmHelmetUploadRow']['requestBody']>['content']['application/json'] } & CallInit;
  downloadHelmetManagerTemplate: { params?: never; body?: never } & CallInit;
  downloadHelmetWorkerTemplate: { params?: never; body?: never } & CallInit;
  listHelmetUploadRows: { params: operations['listHelmetUploadRows']['parameters']; body?: never } & CallInit;
  uploadHelmetManagers: { params?: never; body: NonNullable<operations['uploadHelmetManagers']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  uploadHelmetWorkers: { params?: never; body: NonNullable<operations['uploadHelmetWorkers']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  listHelmetWorkers: { params?: never; body: NonNullable<operations['listHelmetWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  exportHelmetUseDetails: { params?: operations['exportHelmetUseDetails']['parameters']; body?: never } & CallInit;
  getHelmetLossDamageStat: { params?: never; body: NonNullable<operations['getHelmetLossDamageStat']['requestBody']>['content']['application/json'] } & CallInit;
  listHelmetNoElectricity: { params?: never; body: NonNullable<operations['listHelmetNoElectricity']['requestBody']>['content']['application/json'] } & CallInit;
  getHelmetOverview: { params?: never; body: NonNullable<operations['getHelmetOverview']['requestBody']>['content']['application/json'] } & CallInit;
  getHelmetTurnoverLossDamageStat: { params?: never; body: NonNullable<operations['getHelmetTurnoverLossDamageStat']['requestBody']>['content']['application/json'] } & CallInit;
  listHelmetUseDetails: { params?: never; body: NonNullable<operations['listHelmetUseDetails']['requestBody']>['content']['application/json'] } & CallInit;
  getHelmetUseStat: { params?: never; body: NonNullable<operations['getHelmetUseStat']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type HelmetsOptionalId = 'selectHelmets' | 'downloadManagerRosterTemplate' | 'downloadObservationTemplate' | 'collectBranchHelmetUnwear' | 'collectHelmetUnwear' | 'listHelmetHistory' | 'listUnboundHelmets' | 'downloadHelmetManagerTemplate' | 'downloadHelmetWorkerTemplate' | 'exportHelmetUseDetails';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type HelmetsArgs = { [Id in HelmetsOperationId]: Id extends HelmetsOptionalId ? [init?: HelmetsInit[Id]] : [init: HelmetsInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type HelmetsPagedId = 'listManagerRosterUploadRows' | 'listObservationUploadRows' | 'listHelmetAlarms' | 'listHelmetHistory' | 'listHelmetManagers' | 'listHelmetUploadRows' | 'listHelmetWorkers' | 'listHelmetNoElectricity' | 'listHelmetUseDetails';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type HelmetsCall = <Id extends HelmetsOperationId>(client: Requester, id: Id, ...init: Id extends HelmetsOptionalId ? [init?: HelmetsInit[Id]] : [init: HelmetsInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type HelmetsPages = <Id extends HelmetsPagedId>(client: Requester, id: Id, ...init: Id extends HelmetsOptionalId ? [init?: HelmetsInit[Id]] : [init: HelmetsInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type HelmetsClient = { readonly [Id in HelmetsOperationId]: (...init: Id extends HelmetsOptionalId ? [init?: HelmetsInit[Id]] : [init: HelmetsInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends HelmetsPagedId>(id: Id, ...init: Id extends HelmetsOptionalId ? [init?: HelmetsInit[Id]] : [init: HelmetsInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'selectHelmets', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: HelmetsCall = /* @__PURE__ */ areaCall(table) as unknown as HelmetsCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: HelmetsPages = /* @__PURE__ */ areaPages(table) as unknown as HelmetsPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const helmets = (client: Requester): HelmetsClient => areaClient(table, client) as unknown as HelmetsClient;
