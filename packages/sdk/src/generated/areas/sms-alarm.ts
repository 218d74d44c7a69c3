/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「sms-alarm」的 6 个调用，按 operationId：`import { call, pages, smsAlarm } from '@site/sdk/areas/sms-alarm'`。 */
import type { operations } from './sms-alarm.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface SmsAlarmArgs {
  getSmsAlarmSetting: [init: { params: operations['getSmsAlarmSetting']['parameters']; body?: never } & CallInit];
  saveSmsAlarmSetting: [init: { params?: never; body: NonNullable<operations['saveSmsAlarmSetting']['requestBody']>['content']['application/json'] } & CallInit];
  getSmsAlarmReceiverConfig: [init: { params: operations['getSmsAlarmReceiverConfig']['parameters']; body?: never } & CallInit];
  listSmsAlarmReceiverConfigs: [init: { params?: never; body: NonNullable<operations['listSmsAlarmReceiverConfigs']['requestBody']>['content']['application/json'] } & CallInit];
  listSmsAlarmSendRecords: [init: { params?: never; body: NonNullable<operations['listSmsAlarmSendRecords']['requestBody']>['content']['application/json'] } & CallInit];
  exportSmsAlarmSendRecords: [init: { params?: never; body: NonNullable<operations['exportSmsAlarmSendRecords']['requestBody']>['content']['application/json'] } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type SmsAlarmPagedId = 'listSmsAlarmReceiverConfigs' | 'listSmsAlarmSendRecords';

/** 按 operationId 调用：`await call(api, 'getSmsAlarmSetting', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, SmsAlarmArgs> = /* @__PURE__ */ areaCall<operations, SmsAlarmArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, SmsAlarmArgs, SmsAlarmPagedId> = /* @__PURE__ */ areaPages<operations, SmsAlarmArgs, SmsAlarmPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const smsAlarm = (client: Requester): AreaClient<operations, SmsAlarmArgs, SmsAlarmPagedId> =>
  areaClient<operations, SmsAlarmArgs, SmsAlarmPagedId>(table, client);
