/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「sms-alarm」的 6 个调用，每个一个可摇树的函数：`import { createClient, listSmsAlarmReceiverConfigs } from '@site/sdk/calls/sms-alarm'`，`await listSmsAlarmReceiverConfigs(api, …)`。 */
import type { operations } from '../areas/sms-alarm.schema';
import type { SmsAlarmArgs } from '../areas/sms-alarm';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as SmsAlarmComponents, operations as SmsAlarmOperations } from '../areas/sms-alarm.schema';

/** 查询项目短信报警设置（GET /contract/msmalarm/get） */
export const getSmsAlarmSetting: Call<'getSmsAlarmSetting', SmsAlarmArgs['getSmsAlarmSetting'], OpResult<operations['getSmsAlarmSetting']>> = /* @__PURE__ */ op('getSmsAlarmSetting', 'GET /contract/msmalarm/get');

/** 保存项目短信报警设置（POST /contract/msmalarm/save） */
export const saveSmsAlarmSetting: Call<'saveSmsAlarmSetting', SmsAlarmArgs['saveSmsAlarmSetting'], OpResult<operations['saveSmsAlarmSetting']>> = /* @__PURE__ */ op('saveSmsAlarmSetting', 'POST /contract/msmalarm/save');

/** 短信报警接收人配置详情（GET /contract/msmalarmController/get） */
export const getSmsAlarmReceiverConfig: Call<'getSmsAlarmReceiverConfig', SmsAlarmArgs['getSmsAlarmReceiverConfig'], OpResult<operations['getSmsAlarmReceiverConfig']>> = /* @__PURE__ */ op('getSmsAlarmReceiverConfig', 'GET /contract/msmalarmController/get');

/** 短信报警接收人配置分页（POST /contract/msmalarmController/page）；分页：`pagesOf(api, listSmsAlarmReceiverConfigs, …)` */
export const listSmsAlarmReceiverConfigs: PagedCall<'listSmsAlarmReceiverConfigs', SmsAlarmArgs['listSmsAlarmReceiverConfigs'], OpResult<operations['listSmsAlarmReceiverConfigs']>> = /* @__PURE__ */ op('listSmsAlarmReceiverConfigs', 'POST /contract/msmalarmController/page N');

/** 短信报警发送记录分页（POST /contract/msmalarmInfoController/page）；分页：`pagesOf(api, listSmsAlarmSendRecords, …)` */
export const listSmsAlarmSendRecords: PagedCall<'listSmsAlarmSendRecords', SmsAlarmArgs['listSmsAlarmSendRecords'], OpResult<operations['listSmsAlarmSendRecords']>> = /* @__PURE__ */ op('listSmsAlarmSendRecords', 'POST /contract/msmalarmInfoController/page N');

/** 导出短信报警发送记录（POST /contract/msmalarmInfoController/pageExport） */
export const exportSmsAlarmSendRecords: Call<'exportSmsAlarmSendRecords', SmsAlarmArgs['exportSmsAlarmSendRecords'], OpResult<operations['exportSmsAlarmSendRecords']>> = /* @__PURE__ */ fileOp('exportSmsAlarmSendRecords', 'POST /contract/msmalarmInfoController/pageExport b');
