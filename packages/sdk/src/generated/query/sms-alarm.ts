/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「sms-alarm」的 TanStack Query 选项：6 个调用（读 4 个，其中分页 2 个；写 2 个）。`import { … } from '@site/sdk/query/sms-alarm'`。 */
import type { operations } from '../areas/sms-alarm.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface SmsAlarmQueryParams {
  getSmsAlarmSetting: { params: operations['getSmsAlarmSetting']['parameters']; body?: never };
  saveSmsAlarmSetting: { params?: never; body: NonNullable<operations['saveSmsAlarmSetting']['requestBody']>['content']['application/json'] };
  getSmsAlarmReceiverConfig: { params: operations['getSmsAlarmReceiverConfig']['parameters']; body?: never };
  listSmsAlarmReceiverConfigs: { params?: never; body: NonNullable<operations['listSmsAlarmReceiverConfigs']['requestBody']>['content']['application/json'] };
  listSmsAlarmSendRecords: { params?: never; body: NonNullable<operations['listSmsAlarmSendRecords']['requestBody']>['content']['application/json'] };
  exportSmsAlarmSendRecords: { params?: never; body: NonNullable<operations['exportSmsAlarmSendRecords']['requestBody']>['content']['application/json'] };
}

/** 键 `['getSmsAlarmSetting', 参数]`：查询项目短信报警设置（GET /contract/msmalarm/get） */
export const getSmsAlarmSettingKey: KeyFn<'getSmsAlarmSetting', SmsAlarmQueryParams['getSmsAlarmSetting']> = /* @__PURE__ */ keyer('getSmsAlarmSetting');
/** 查询选项（useQuery、fetchQuery）：查询项目短信报警设置（GET /contract/msmalarm/get） */
export const getSmsAlarmSettingQueryOptions: QueryFn<'getSmsAlarmSetting', SmsAlarmQueryParams['getSmsAlarmSetting'], OpResult<operations['getSmsAlarmSetting']>> = /* @__PURE__ */ reader('getSmsAlarmSetting', 'GET /contract/msmalarm/get');

/** 键 `['saveSmsAlarmSetting', 参数]`：保存项目短信报警设置（POST /contract/msmalarm/save） */
export const saveSmsAlarmSettingKey: KeyFn<'saveSmsAlarmSetting', SmsAlarmQueryParams['saveSmsAlarmSetting']> = /* @__PURE__ */ keyer('saveSmsAlarmSetting');
/** 变更选项（useMutation，`mutate(参数)`）：保存项目短信报警设置（POST /contract/msmalarm/save） */
export const saveSmsAlarmSettingMutationOptions: MutationFn<'saveSmsAlarmSetting', SmsAlarmQueryParams['saveSmsAlarmSetting'], OpResult<operations['saveSmsAlarmSetting']>> = /* @__PURE__ */ writer('saveSmsAlarmSetting', 'POST /contract/msmalarm/save');

/** 键 `['getSmsAlarmReceiverConfig', 参数]`：短信报警接收人配置详情（GET /contract/msmalarmController/get） */
export const getSmsAlarmReceiverConfigKey: KeyFn<'getSmsAlarmReceiverConfig', SmsAlarmQueryParams['getSmsAlarmReceiverConfig']> = /* @__PURE__ */ keyer('getSmsAlarmReceiverConfig');
/** 查询选项（useQuery、fetchQuery）：短信报警接收人配置详情（GET /contract/msmalarmController/get） */
export const getSmsAlarmReceiverConfigQueryOptions: QueryFn<'getSmsAlarmReceiverConfig', SmsAlarmQueryParams['getSmsAlarmReceiverConfig'], OpResult<operations['getSmsAlarmReceiverConfig']>> = /* @__PURE__ */ reader('getSmsAlarmReceiverConfig', 'GET /contract/msmalarmController/get');

/** 键 `['listSmsAlarmReceiverConfigs', 参数]`：短信报警接收人配置分页（POST /contract/msmalarmController/page） */
export const listSmsAlarmReceiverConfigsKey: KeyFn<'listSmsAlarmReceiverConfigs', SmsAlarmQueryParams['listSmsAlarmReceiverConfigs']> = /* @__PURE__ */ keyer('listSmsAlarmReceiverConfigs');
/** 查询选项（useQuery、fetchQuery）：短信报警接收人配置分页（POST /contract/msmalarmController/page） */
export const listSmsAlarmReceiverConfigsQueryOptions: QueryFn<'listSmsAlarmReceiverConfigs', SmsAlarmQueryParams['listSmsAlarmReceiverConfigs'], OpResult<operations['listSmsAlarmReceiverConfigs']>> = /* @__PURE__ */ reader('listSmsAlarmReceiverConfigs', 'POST /contract/msmalarmController/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：短信报警接收人配置分页（POST /contract/msmalarmController/page） */
export const listSmsAlarmReceiverConfigsInfiniteQueryOptions: InfiniteFn<'listSmsAlarmReceiverConfigs', SmsAlarmQueryParams['listSmsAlarmReceiverConfigs'], OpResult<operations['listSmsAlarmReceiverConfigs']>> = /* @__PURE__ */ pager('listSmsAlarmReceiverConfigs', 'POST /contract/msmalarmController/page N');

/** 键 `['listSmsAlarmSendRecords', 参数]`：短信报警发送记录分页（POST /contract/msmalarmInfoController/page） */
export const listSmsAlarmSendRecordsKey: KeyFn<'listSmsAlarmSendRecords', SmsAlarmQueryParams['listSmsAlarmSendRecords']> = /* @__PURE__ */ keyer('listSmsAlarmSendRecords');
/** 查询选项（useQuery、fetchQuery）：短信报警发送记录分页（POST /contract/msmalarmInfoController/page） */
export const listSmsAlarmSendRecordsQueryOptions: QueryFn<'listSmsAlarmSendRecords', SmsAlarmQueryParams['listSmsAlarmSendRecords'], OpResult<operations['listSmsAlarmSendRecords']>> = /* @__PURE__ */ reader('listSmsAlarmSendRecords', 'POST /contract/msmalarmInfoController/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：短信报警发送记录分页（POST /contract/msmalarmInfoController/page） */
export const listSmsAlarmSendRecordsInfiniteQueryOptions: InfiniteFn<'listSmsAlarmSendRecords', SmsAlarmQueryParams['listSmsAlarmSendRecords'], OpResult<operations['listSmsAlarmSendRecords']>> = /* @__PURE__ */ pager('listSmsAlarmSendRecords', 'POST /contract/msmalarmInfoController/page N');

/** 键 `['exportSmsAlarmSendRecords', 参数]`：导出短信报警发送记录（POST /contract/msmalarmInfoController/pageExport） */
export const exportSmsAlarmSendRecordsKey: KeyFn<'exportSmsAlarmSendRecords', SmsAlarmQueryParams['exportSmsAlarmSendRecords']> = /* @__PURE__ */ keyer('exportSmsAlarmSendRecords');
/** 变更选项（useMutation，`mutate(参数)`）：导出短信报警发送记录（POST /contract/msmalarmInfoController/pageExport） */
export const exportSmsAlarmSendRecordsMutationOptions: MutationFn<'exportSmsAlarmSendRecords', SmsAlarmQueryParams['exportSmsAlarmSendRecords'], OpResult<operations['exportSmsAlarmSendRecords']>> = /* @__PURE__ */ writer('exportSmsAlarmSendRecords', 'POST /contract/msmalarmInfoController/pageExport b');
