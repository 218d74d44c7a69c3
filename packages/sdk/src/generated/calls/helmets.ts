/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「helmets」的 36 个调用，每个一个可摇树的函数：`import { createClient, listManagerRosterUploadRows } from '@site/sdk/calls/helmets'`，`await listManagerRosterUploadRows(api, …)`。 */
import type { operations } from '../areas/helmets.schema';
import type { HelmetsArgs } from '../areas/helmets';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as HelmetsComponents, operations as HelmetsOperations } from '../areas/helmets.schema';

/** 安全帽下拉（GET /pc/hat/select） */
export const selectHelmets: Call<'selectHelmets', HelmetsArgs['selectHelmets'], OpResult<operations['selectHelmets']>> = /* @__PURE__ */ op('selectHelmets', 'GET /pc/hat/select');

/** 删除管理人员上传行（POST /pc/manager/del） */
export const deleteManagerRosterUploadRow: Call<'deleteManagerRosterUploadRow', HelmetsArgs['deleteManagerRosterUploadRow'], OpResult<operations['deleteManagerRosterUploadRow']>> = /* @__PURE__ */ op('deleteManagerRosterUploadRow', 'POST /pc/manager/del');

/** 确认管理人员上传行（POST /pc/manager/sure） */
export const confirmManagerRosterUploadRow: Call<'confirmManagerRosterUploadRow', HelmetsArgs['confirmManagerRosterUploadRow'], OpResult<operations['confirmManagerRosterUploadRow']>> = /* @__PURE__ */ op('confirmManagerRosterUploadRow', 'POST /pc/manager/sure');

/** 下载管理人员导入模板（GET /pc/manager/template） */
export const downloadManagerRosterTemplate: Call<'downloadManagerRosterTemplate', HelmetsArgs['downloadManagerRosterTemplate'], OpResult<operations['downloadManagerRosterTemplate']>> = /* @__PURE__ */ fileOp('downloadManagerRosterTemplate', 'GET /pc/manager/template b');

/** 批量上传管理人员（POST /pc/manager/upload） */
export const uploadManagerRoster: Call<'uploadManagerRoster', HelmetsArgs['uploadManagerRoster'], OpResult<operations['uploadManagerRoster']>> = /* @__PURE__ */ uploadOp('uploadManagerRoster', 'POST /pc/manager/upload m');

/** 管理人员上传行列表（按批次）（GET /pc/manager/uploadlist）；分页：`pagesOf(api, listManagerRosterUploadRows, …)` */
export const listManagerRosterUploadRows: PagedCall<'listManagerRosterUploadRows', HelmetsArgs['listManagerRosterUploadRows'], OpResult<operations['listManagerRosterUploadRows']>> = /* @__PURE__ */ op('listManagerRosterUploadRows', 'GET /pc/manager/uploadlist p');

/** 删除旁站人员上传行（POST /pc/observation/del） */
export const deleteObservationUploadRow: Call<'deleteObservationUploadRow', HelmetsArgs['deleteObservationUploadRow'], OpResult<operations['deleteObservationUploadRow']>> = /* @__PURE__ */ op('deleteObservationUploadRow', 'POST /pc/observation/del');

/** 确认旁站人员上传行（POST /pc/observation/sure） */
export const confirmObservationUploadRow: Call<'confirmObservationUploadRow', HelmetsArgs['confirmObservationUploadRow'], OpResult<operations['confirmObservationUploadRow']>> = /* @__PURE__ */ op('confirmObservationUploadRow', 'POST /pc/observation/sure');

/** 下载旁站人员导入模板（GET /pc/observation/template） */
export const downloadObservationTemplate: Call<'downloadObservationTemplate', HelmetsArgs['downloadObservationTemplate'], OpResult<operations['downloadObservationTemplate']>> = /* @__PURE__ */ fileOp('downloadObservationTemplate', 'GET /pc/observation/template b');

/** 批量上传旁站人员（POST /pc/observation/upload） */
export const uploadObservations: Call<'uploadObservations', HelmetsArgs['uploadObservations'], OpResult<operations['uploadObservations']>> = /* @__PURE__ */ uploadOp('uploadObservations', 'POST /pc/observation/upload m');

/** 旁站人员上传行列表（按批次）（GET /pc/observation/uploadlist）；分页：`pagesOf(api, listObservationUploadRows, …)` */
export const listObservationUploadRows: PagedCall<'listObservationUploadRows', HelmetsArgs['listObservationUploadRows'], OpResult<operations['listObservationUploadRows']>> = /* @__PURE__ */ op('listObservationUploadRows', 'GET /pc/observation/uploadlist p');

/** 各分公司未戴安全帽汇总（GET /pc/org/hat/branunwearchcollect） */
export const collectBranchHelmetUnwear: Call<'collectBranchHelmetUnwear', HelmetsArgs['collectBranchHelmetUnwear'], OpResult<operations['collectBranchHelmetUnwear']>> = /* @__PURE__ */ op('collectBranchHelmetUnwear', 'GET /pc/org/hat/branunwearchcollect');

/** 未戴安全帽汇总（GET /pc/org/hat/unwearcollect） */
export const collectHelmetUnwear: Call<'collectHelmetUnwear', HelmetsArgs['collectHelmetUnwear'], OpResult<operations['collectHelmetUnwear']>> = /* @__PURE__ */ op('collectHelmetUnwear', 'GET /pc/org/hat/unwearcollect');

/** 安全帽报警记录分页（POST /star/laborhat/alarm）；分页：`pagesOf(api, listHelmetAlarms, …)` */
export const listHelmetAlarms: PagedCall<'listHelmetAlarms', HelmetsArgs['listHelmetAlarms'], OpResult<operations['listHelmetAlarms']>> = /* @__PURE__ */ op('listHelmetAlarms', 'POST /star/laborhat/alarm P');

/** 绑定安全帽（POST /star/laborhat/bindhat） */
export const bindHelmet: Call<'bindHelmet', HelmetsArgs['bindHelmet'], OpResult<operations['bindHelmet']>> = /* @__PURE__ */ op('bindHelmet', 'POST /star/laborhat/bindhat');

/** 删除安全帽上传行（POST /star/laborhat/del） */
export const deleteHelmetUploadRow: Call<'deleteHelmetUploadRow', HelmetsArgs['deleteHelmetUploadRow'], OpResult<operations['deleteHelmetUploadRow']>> = /* @__PURE__ */ op('deleteHelmetUploadRow', 'POST /star/laborhat/del');

/** 按安全帽查绑定管理人员（GET /star/laborhat/getmanager） */
export const getHelmetManager: Call<'getHelmetManager', HelmetsArgs['getHelmetManager'], OpResult<operations['getHelmetManager']>> = /* @__PURE__ */ op('getHelmetManager', 'GET /star/laborhat/getmanager');

/** 按安全帽查绑定工人（GET /star/laborhat/getworker） */
export const getHelmetWorker: Call<'getHelmetWorker', HelmetsArgs['getHelmetWorker'], OpResult<operations['getHelmetWorker']>> = /* @__PURE__ */ op('getHelmetWorker', 'GET /star/laborhat/getworker');

/** 安全帽绑定历史分页（GET /star/laborhat/history）；分页：`pagesOf(api, listHelmetHistory, …)` */
export const listHelmetHistory: PagedCall<'listHelmetHistory', HelmetsArgs['listHelmetHistory'], OpResult<operations['listHelmetHistory']>> = /* @__PURE__ */ op('listHelmetHistory', 'GET /star/laborhat/history p');

/** 管理人员安全帽绑定分页（POST /star/laborhat/manager）；分页：`pagesOf(api, listHelmetManagers, …)` */
export const listHelmetManagers: PagedCall<'listHelmetManagers', HelmetsArgs['listHelmetManagers'], OpResult<operations['listHelmetManagers']>> = /* @__PURE__ */ op('listHelmetManagers', 'POST /star/laborhat/manager P');

/** 未绑定安全帽列表（GET /star/laborhat/nobind） */
export const listUnboundHelmets: Call<'listUnboundHelmets', HelmetsArgs['listUnboundHelmets'], OpResult<operations['listUnboundHelmets']>> = /* @__PURE__ */ op('listUnboundHelmets', 'GET /star/laborhat/nobind');

/** 归还安全帽（POST /star/laborhat/returnhat） */
export const returnHelmet: Call<'returnHelmet', HelmetsArgs['returnHelmet'], OpResult<operations['returnHelmet']>> = /* @__PURE__ */ op('returnHelmet', 'POST /star/laborhat/returnhat');

/** 确认安全帽上传行（POST /star/laborhat/sure） */
export const confirmHelmetUploadRow: Call<'confirmHelmetUploadRow', HelmetsArgs['confirmHelmetUploadRow'], OpResult<operations['confirmHelmetUploadRow']>> = /* @__PURE__ */ op('confirmHelmetUploadRow', 'POST /star/laborhat/sure');

/** 下载管理人员安全帽绑定模板（GET /star/laborhat/template/manager） */
export const downloadHelmetManagerTemplate: Call<'downloadHelmetManagerTemplate', HelmetsArgs['downloadHelmetManagerTemplate'], OpResult<operations['downloadHelmetManagerTemplate']>> = /* @__PURE__ */ fileOp('downloadHelmetManagerTemplate', 'GET /star/laborhat/template/manager b');

/** 下载工人安全帽绑定模板（GET /star/laborhat/template/worker） */
export const downloadHelmetWorkerTemplate: Call<'downloadHelmetWorkerTemplate', HelmetsArgs['downloadHelmetWorkerTemplate'], OpResult<operations['downloadHelmetWorkerTemplate']>> = /* @__PURE__ */ fileOp('downloadHelmetWorkerTemplate', 'GET /star/laborhat/template/worker b');

/** 安全帽上传行列表（按批次）（GET /star/laborhat/uploadlist）；分页：`pagesOf(api, listHelmetUploadRows, …)` */
export const listHelmetUploadRows: PagedCall<'listHelmetUploadRows', HelmetsArgs['listHelmetUploadRows'], OpResult<operations['listHelmetUploadRows']>> = /* @__PURE__ */ op('listHelmetUploadRows', 'GET /star/laborhat/uploadlist p');

/** 批量上传管理人员安全帽绑定（POST /star/laborhat/uploadmanager） */
export const uploadHelmetManagers: Call<'uploadHelmetManagers', HelmetsArgs['uploadHelmetManagers'], OpResult<operations['uploadHelmetManagers']>> = /* @__PURE__ */ uploadOp('uploadHelmetManagers', 'POST /star/laborhat/uploadmanager m');

/** 批量上传工人安全帽绑定（POST /star/laborhat/uploadworker） */
export const uploadHelmetWorkers: Call<'uploadHelmetWorkers', HelmetsArgs['uploadHelmetWorkers'], OpResult<operations['uploadHelmetWorkers']>> = /* @__PURE__ */ uploadOp('uploadHelmetWorkers', 'POST /star/laborhat/uploadworker m');

/** 工人安全帽绑定分页（POST /star/laborhat/worker）；分页：`pagesOf(api, listHelmetWorkers, …)` */
export const listHelmetWorkers: PagedCall<'listHelmetWorkers', HelmetsArgs['listHelmetWorkers'], OpResult<operations['listHelmetWorkers']>> = /* @__PURE__ */ op('listHelmetWorkers', 'POST /star/laborhat/worker P');

/** 导出安全帽使用明细（GET /starSafety/laborHat/exportUseDetailStat） */
export const exportHelmetUseDetails: Call<'exportHelmetUseDetails', HelmetsArgs['exportHelmetUseDetails'], OpResult<operations['exportHelmetUseDetails']>> = /* @__PURE__ */ fileOp('exportHelmetUseDetails', 'GET /starSafety/laborHat/exportUseDetailStat b');

/** 安全帽遗失损坏统计（按项目）（POST /starSafety/laborHat/lossAndDamageStat） */
export const getHelmetLossDamageStat: Call<'getHelmetLossDamageStat', HelmetsArgs['getHelmetLossDamageStat'], OpResult<operations['getHelmetLossDamageStat']>> = /* @__PURE__ */ op('getHelmetLossDamageStat', 'POST /starSafety/laborHat/lossAndDamageStat');

/** 安全帽无电统计分页（POST /starSafety/laborHat/noElectricityStat）；分页：`pagesOf(api, listHelmetNoElectricity, …)` */
export const listHelmetNoElectricity: PagedCall<'listHelmetNoElectricity', HelmetsArgs['listHelmetNoElectricity'], OpResult<operations['listHelmetNoElectricity']>> = /* @__PURE__ */ op('listHelmetNoElectricity', 'POST /starSafety/laborHat/noElectricityStat N');

/** 安全帽概况（POST /starSafety/laborHat/overview） */
export const getHelmetOverview: Call<'getHelmetOverview', HelmetsArgs['getHelmetOverview'], OpResult<operations['getHelmetOverview']>> = /* @__PURE__ */ op('getHelmetOverview', 'POST /starSafety/laborHat/overview');

/** 安全帽周转、遗失与损坏统计（POST /starSafety/laborHat/turnoverAndlossAndDamageStat） */
export const getHelmetTurnoverLossDamageStat: Call<'getHelmetTurnoverLossDamageStat', HelmetsArgs['getHelmetTurnoverLossDamageStat'], OpResult<operations['getHelmetTurnoverLossDamageStat']>> = /* @__PURE__ */ op('getHelmetTurnoverLossDamageStat', 'POST /starSafety/laborHat/turnoverAndlossAndDamageStat');

/** 安全帽使用明细分页（POST /starSafety/laborHat/useDetailStat）；分页：`pagesOf(api, listHelmetUseDetails, …)` */
export const listHelmetUseDetails: PagedCall<'listHelmetUseDetails', HelmetsArgs['listHelmetUseDetails'], OpResult<operations['listHelmetUseDetails']>> = /* @__PURE__ */ op('listHelmetUseDetails', 'POST /starSafety/laborHat/useDetailStat N');

/** 安全帽使用统计（POST /starSafety/laborHat/useStat） */
export const getHelmetUseStat: Call<'getHelmetUseStat', HelmetsArgs['getHelmetUseStat'], OpResult<operations['getHelmetUseStat']>> = /* @__PURE__ */ op('getHelmetUseStat', 'POST /starSafety/laborHat/useStat');
