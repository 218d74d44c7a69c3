/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「helmets」的 34 个调用，按 operationId：`import { call, pages, helmets } from '@site/sdk/areas/helmets'`。 */
import type { operations } from './helmets.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface HelmetsArgs {
  selectHelmets: [init?: { params?: operations['selectHelmets']['parameters']; body?: never } & CallInit];
  deleteManagerRosterUploadRow: [init: { params?: never; body: NonNullable<operations['deleteManagerRosterUploadRow']['requestBody']>['content']['application/json'] } & CallInit];
  confirmManagerRosterUploadRow: [init: { params?: never; body: NonNullable<operations['confirmManagerRosterUploadRow']['requestBody']>['content']['application/json'] } & CallInit];
  downloadManagerRosterTemplate: [init?: { params?: never; body?: never } & CallInit];
  uploadManagerRoster: [init: { params?: never; body: NonNullable<operations['uploadManagerRoster']['requestBody']>['content']['multipart/form-data'] } & CallInit];
  listManagerRosterUploadRows: [init: { params: operations['listManagerRosterUploadRows']['parameters']; body?: never } & CallInit];
  deleteObservationUploadRow: [init: { params?: never; body: NonNullable<operations['deleteObservationUploadRow']['requestBody']>['content']['application/json'] } & CallInit];
  confirmObservationUploadRow: [init: { params?: never; body: NonNullable<operations['confirmObservationUploadRow']['requestBody']>['content']['application/json'] } & CallInit];
  downloadObservationTemplate: [init?: { params?: never; body?: never } & CallInit];
  uploadObservations: [init: { params?: never; body: NonNullable<operations['uploadObservations']['requestBody']>['content']['multipart/form-data'] } & CallInit];
  listObservationUploadRows: [init: { params: operations['listObservationUploadRows']['parameters']; body?: never } & CallInit];
  collectBranchHelmetUnwear: [init?: { params?: operations['collectBranchHelmetUnwear']['parameters']; body?: never } & CallInit];
  collectHelmetUnwear: [init?: { params?: operations['collectHelmetUnwear']['parameters']; body?: never } & CallInit];
  listHelmetAlarms: [init: { params?: never; body: NonNullable<operations['listHelmetAlarms']['requestBody']>['content']['application/json'] } & CallInit];
  bindHelmet: [init: { params?: never; body: NonNullable<operations['bindHelmet']['requestBody']>['content']['application/json'] } & CallInit];
  deleteHelmetUploadRow: [init: { params?: never; body: NonNullable<operations['deleteHelmetUploadRow']['requestBody']>['content']['application/json'] } & CallInit];
  getHelmetManager: [init: { params: operations['getHelmetManager']['parameters']; body?: never } & CallInit];
  getHelmetWorker: [init: { params: operations['getHelmetWorker']['parameters']; body?: never } & CallInit];
  listHelmetHistory: [init?: { params?: operations['listHelmetHistory']['parameters']; body?: never } & CallInit];
  listHelmetManagers: [init: { params?: never; body: NonNullable<operations['listHelmetManagers']['requestBody']>['content']['application/json'] } & CallInit];
  listUnboundHelmets: [init?: { params?: operations['listUnboundHelmets']['parameters']; body?: never } & CallInit];
  returnHelmet: [init: { params?: never; body: NonNullable<operations['returnHelmet']['requestBody']>['content']['application/json'] } & CallInit];
  confirmHelmetUploadRow: [init: { params?: never; body: NonNullable<operations['confirmHelmetUploadRow']['requestBody']>['content']['application/json'] } & CallInit];
  listHelmetUploadRows: [init: { params: operations['listHelmetUploadRows']['parameters']; body?: never } & CallInit];
  uploadHelmetManagers: [init: { params?: never; body: NonNullable<operations['uploadHelmetManagers']['requestBody']>['content']['multipart/form-data'] } & CallInit];
  uploadHelmetWorkers: [init: { params?: never; body: NonNullable<operations['uploadHelmetWorkers']['requestBody']>['content']['multipart/form-data'] } & CallInit];
  listHelmetWorkers: [init: { params?: never; body: NonNullable<operations['listHelmetWorkers']['requestBody']>['content']['application/json'] } & CallInit];
  exportHelmetUseDetails: [init?: { params?: operations['exportHelmetUseDetails']['parameters']; body?: never } & CallInit];
  getHelmetLossDamageStat: [init: { params?: never; body: NonNullable<operations['getHelmetLossDamageStat']['requestBody']>['content']['application/json'] } & CallInit];
  listHelmetNoElectricity: [init: { params?: never; body: NonNullable<operations['listHelmetNoElectricity']['requestBody']>['content']['application/json'] } & CallInit];
  getHelmetOverview: [init: { params?: never; body: NonNullable<operations['getHelmetOverview']['requestBody']>['content']['application/json'] } & CallInit];
  getHelmetTurnoverLossDamageStat: [init: { params?: never; body: NonNullable<operations['getHelmetTurnoverLossDamageStat']['requestBody']>['content']['application/json'] } & CallInit];
  listHelmetUseDetails: [init: { params?: never; body: NonNullable<operations['listHelmetUseDetails']['requestBody']>['content']['application/json'] } & CallInit];
  getHelmetUseStat: [init: { params?: never; body: NonNullable<operations['getHelmetUseStat']['requestBody']>['content']['application/json'] } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type HelmetsPagedId = 'listManagerRosterUploadRows' | 'listObservationUploadRows' | 'listHelmetAlarms' | 'listHelmetHistory' | 'listHelmetManagers' | 'listHelmetUploadRows' | 'listHelmetWorkers' | 'listHelmetNoElectricity' | 'listHelmetUseDetails';

/** 按 operationId 调用：`await call(api, 'selectHelmets', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, HelmetsArgs> = /* @__PURE__ */ areaCall<operations, HelmetsArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, HelmetsArgs, HelmetsPagedId> = /* @__PURE__ */ areaPages<operations, HelmetsArgs, HelmetsPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const helmets = (client: Requester): AreaClient<operations, HelmetsArgs, HelmetsPagedId> =>
  areaClient<operations, HelmetsArgs, HelmetsPagedId>(table, client);
