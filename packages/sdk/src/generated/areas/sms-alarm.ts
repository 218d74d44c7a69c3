/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「sms-alarm」的 6 个调用，按 operationId：`import { call, pages, smsAlarm } from '@site/sdk/areas/sms-alarm'`。 */
import type { operations } from './sms-alarm.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as SmsAlarmComponents, operations as SmsAlarmOperations } from './sms-alarm.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  getSmsAlarmSetting: 'GET /contract/msmalarm/get',
  saveSmsAlarmSetting: 'POST /contract/msmalarm/save',
  getSmsAlarmReceiverConfig: 'GET /contract/msmalarmController/get',
  listSmsAlarmReceiverConfigs: 'POST /contract/msmalarmController/page N',
  listSmsAlarmSendRecords: 'POST /contract/msmalarmInfoController/page N',
  exportSmsAlarmSendRecords: 'POST /contract/msmalarmInfoController/pageExport bN',
};

export type SmsAlarmOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface SmsAlarmInit {
  getSmsAlarmSetting: { params: operations['getSmsAlarmSetting']['parameters']; body?: never } & CallInit;
  saveSmsAlarmSetting: { params?: never; body: NonNullable<operations['saveSmsAlarmSetting']['requestBody']>['content']['application/json'] } & CallInit;
  getSmsAlarmReceiverConfig: { params: operations['getSmsAlarmReceiverConfig']['parameters']; body?: never } & CallInit;
  listSmsAlarmReceiverConfigs: { params?: never; body: NonNullable<operations['listSmsAlarmReceiverConfigs']['requestBody']>['content']['application/json'] } & CallInit;
  listSmsAlarmSendRecords: { params?: never; body: NonNullable<operations['listSmsAlarmSendRecords']['requestBody']>['content']['application/json'] } & CallInit;
  exportSmsAlarmSendRecords: { params?: never; body: NonNullable<operations['exportSmsAlarmSendRecords']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type SmsAlarmOptionalId = never;
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type SmsAlarmArgs = { [Id in SmsAlarmOperationId]: Id extends SmsAlarmOptionalId ? [init?: SmsAlarmInit[Id]] : [init: SmsAlarmInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type SmsAlarmPagedId = 'listSmsAlarmReceiverConfigs' | 'listSmsAlarmSendRecords';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type SmsAlarmCall = <Id extends SmsAlarmOperationId>(client: Requester, id: Id, ...init: Id extends SmsAlarmOptionalId ? [init?: SmsAlarmInit[Id]] : [init: SmsAlarmInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type SmsAlarmPages = <Id extends SmsAlarmPagedId>(client: Requester, id: Id, ...init: Id extends SmsAlarmOptionalId ? [init?: SmsAlarmInit[Id]] : [init: SmsAlarmInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type SmsAlarmClient = { readonly [Id in SmsAlarmOperationId]: (...init: Id extends SmsAlarmOptionalId ? [init?: SmsAlarmInit[Id]] : [init: SmsAlarmInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends SmsAlarmPagedId>(id: Id, ...init: Id extends SmsAlarmOptionalId ? [init?: SmsAlarmInit[Id]] : [init: SmsAlarmInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'getSmsAlarmSetting', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: SmsAlarmCall = /* @__PURE__ */ areaCall(table) as unknown as SmsAlarmCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: SmsAlarmPages = /* @__PURE__ */ areaPages(table) as unknown as SmsAlarmPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const smsAlarm = (client: Requester): SmsAlarmClient => areaClient(table, client) as unknown as SmsAlarmClient;
