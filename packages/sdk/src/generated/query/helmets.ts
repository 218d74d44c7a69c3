/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「helmets」的 TanStack Query 选项：36 个调用（读 19 个，其中分页 9 个；写 17 个）。`import { … } from '@site/sdk/query/helmets'`。 */
import type { operations } from '../areas/helmets.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface HelmetsQueryParams {
  selectHelmets: { params?: operations['selectHelmets']['parameters']; body?: never };
  deleteManagerRosterUploadRow: { params?: never; body: NonNullable<operations['deleteManagerRosterUploadRow']['requestBody']>['content']['application/json'] };
  confirmManagerRosterUploadRow: { params?: never; body: NonNullable<operations['confirmManagerRosterUploadRow']['requestBody']>['content']['application/json'] };
  downloadManagerRosterTemplate: { params?: never; body?: never };
  uploadManagerRoster: { params?: never; body: NonNullable<operations['uploadManagerRoster']['requestBody']>['content']['multipart/form-data'] };
  listManagerRosterUploadRows: { params: operations['listManagerRosterUploadRows']['parameters']; body?: never };
  deleteObservationUploadRow: { params?: never; body: NonNullable<operations['deleteObservationUploadRow']['requestBody']>['content']['application/json'] };
  confirmObservationUploadRow: { params?: never; body: NonNullable<operations['confirmObservationUploadRow']['requestBody']>['content']['application/json'] };
  downloadObservationTemplate: { params?: never; body?: never };
  uploadObservations: { params?: never; body: NonNullable<operations['uploadObservations']['requestBody']>['content']['multipart/form-data'] };
  listObservationUploadRows: { params: operations['listObservationUploadRows']['parameters']; body?: never };
  collectBranchHelmetUnwear: { params?: operations['collectBranchHelmetUnwear']['parameters']; body?: never };
  collectHelmetUnwear: { params?: operations['collectHelmetUnwear']['parameters']; body?: never };
  listHelmetAlarms: { params?: never; body: NonNullable<operations['listHelmetAlarms']['requestBody']>['content']['application/json'] };
  bindHelmet: { params?: never; body: NonNullable<operations['bindHelmet']['requestBody']>['content']['application/json'] };
  deleteHelmetUploadRow: { params?: never; body: NonNullable<operations['deleteHelmetUploadRow']['requestBody']>['content']['application/json'] };
  getHelmetManager: { params: operations['getHelmetManager']['parameters']; body?: never };
  getHelmetWorker: { params: operations['getHelmetWorker']['parameters']; body?: never };
  listHelmetHistory: { params?: operations['listHelmetHistory']['parameters']; body?: never };
  listHelmetManagers: { params?: never; body: NonNullable<operations['listHelmetManagers']['requestBody']>['content']['application/json'] };
  listUnboundHelmets: { params?: operations['listUnboundHelmets']['parameters']; body?: never };
  returnHelmet: { params?: never; body: NonNullable<operations['returnHelmet']['requestBody']>['content']['application/json'] };
  confirmHelmetUploadRow: { params?: never; body: NonNullable<operations['confirmHelmetUploadRow']['requestBody']>['content']['application/json'] };
  downloadHelmetManagerTemplate: { params?: never; body?: never };
  downloadHelmetWorkerTemplate: { params?: never; body?: never };
  listHelmetUploadRows: { params: operations['listHelmetUploadRows']['parameters']; body?: never };
  uploadHelmetManagers: { params?: never; body: NonNullable<operations['uploadHelmetManagers']['requestBody']>['content']['multipart/form-data'] };
  uploadHelmetWorkers: { params?: never; body: NonNullable<operations['uploadHelmetWorkers']['requestBody']>['content']['multipart/form-data'] };
  listHelmetWorkers: { params?: never; body: NonNullable<operations['listHelmetWorkers']['requestBody']>['content']['application/json'] };
  exportHelmetUseDetails: { params?: operations['exportHelmetUseDetails']['parameters']; body?: never };
  getHelmetLossDamageStat: { params?: never; body: NonNullable<operations['getHelmetLossDamageStat']['requestBody']>['content']['application/json'] };
  listHelmetNoElectricity: { params?: never; body: NonNullable<operations['listHelmetNoElectricity']['requestBody']>['content']['application/json'] };
  getHelmetOverview: { params?: never; body: NonNullable<operations['getHelmetOverview']['requestBody']>['content']['application/json'] };
  getHelmetTurnoverLossDamageStat: { params?: never; body: NonNullable<operations['getHelmetTurnoverLossDamageStat']['requestBody']>['content']['application/json'] };
  listHelmetUseDetails: { params?: never; body: NonNullable<operations['listHelmetUseDetails']['requestBody']>['content']['application/json'] };
  getHelmetUseStat: { params?: never; body: NonNullable<operations['getHelmetUseStat']['requestBody']>['content']['application/json'] };
}

/** 键 `['selectHelmets', 参数]`：安全帽下拉（GET /pc/hat/select） */
export const selectHelmetsKey: KeyFnOpt<'selectHelmets', HelmetsQueryParams['selectHelmets']> = /* @__PURE__ */ keyer('selectHelmets');
/** 查询选项（useQuery、fetchQuery）：安全帽下拉（GET /pc/hat/select） */
export const selectHelmetsQueryOptions: QueryFnOpt<'selectHelmets', HelmetsQueryParams['selectHelmets'], OpResult<operations['selectHelmets']>> = /* @__PURE__ */ reader('selectHelmets', 'GET /pc/hat/select');

/** 键 `['deleteManagerRosterUploadRow', 参数]`：删除管理人员上传行（POST /pc/manager/del） */
export const deleteManagerRosterUploadRowKey: KeyFn<'deleteManagerRosterUploadRow', HelmetsQueryParams['deleteManagerRosterUploadRow']> = /* @__PURE__ */ keyer('deleteManagerRosterUploadRow');
/** 变更选项（useMutation，`mutate(参数)`）：删除管理人员上传行（POST /pc/manager/del） */
export const deleteManagerRosterUploadRowMutationOptions: MutationFn<'deleteManagerRosterUploadRow', HelmetsQueryParams['deleteManagerRosterUploadRow'], OpResult<operations['deleteManagerRosterUploadRow']>> = /* @__PURE__ */ writer('deleteManagerRosterUploadRow', 'POST /pc/manager/del');

/** 键 `['confirmManagerRosterUploadRow', 参数]`：确认管理人员上传行（POST /pc/manager/sure） */
export const confirmManagerRosterUploadRowKey: KeyFn<'confirmManagerRosterUploadRow', HelmetsQueryParams['confirmManagerRosterUploadRow']> = /* @__PURE__ */ keyer('confirmManagerRosterUploadRow');
/** 变更选项（useMutation，`mutate(参数)`）：确认管理人员上传行（POST /pc/manager/sure） */
export const confirmManagerRosterUploadRowMutationOptions: MutationFn<'confirmManagerRosterUploadRow', HelmetsQueryParams['confirmManagerRosterUploadRow'], OpResult<operations['confirmManagerRosterUploadRow']>> = /* @__PURE__ */ writer('confirmManagerRosterUploadRow', 'POST /pc/manager/sure');

/** 键 `['downloadManagerRosterTemplate', 参数]`：下载管理人员导入模板（GET /pc/manager/template） */
export const downloadManagerRosterTemplateKey: KeyFnOpt<'downloadManagerRosterTemplate', HelmetsQueryParams['downloadManagerRosterTemplate']> = /* @__PURE__ */ keyer('downloadManagerRosterTemplate');
/** 变更选项（useMutation，`mutate(参数)`）：下载管理人员导入模板（GET /pc/manager/template） */
export const downloadManagerRosterTemplateMutationOptions: MutationFn<'downloadManagerRosterTemplate', HelmetsQueryParams['downloadManagerRosterTemplate'] | void, OpResult<operations['downloadManagerRosterTemplate']>> = /* @__PURE__ */ writer('downloadManagerRosterTemplate', 'GET /pc/manager/template b');

/** 键 `['uploadManagerRoster', 参数]`：批量上传管理人员（POST /pc/manager/upload） */
export const uploadManagerRosterKey: KeyFn<'uploadManagerRoster', HelmetsQueryParams['uploadManagerRoster']> = /* @__PURE__ */ keyer('uploadManagerRoster');
/** 变更选项（useMutation，`mutate(参数)`）：批量上传管理人员（POST /pc/manager/upload） */
export const uploadManagerRosterMutationOptions: MutationFn<'uploadManagerRoster', HelmetsQueryParams['uploadManagerRoster'], OpResult<operations['uploadManagerRoster']>> = /* @__PURE__ */ writer('uploadManagerRoster', 'POST /pc/manager/upload m');

/** 键 `['listManagerRosterUploadRows', 参数]`：管理人员上传行列表（按批次）（GET /pc/manager/uploadlist） */
export const listManagerRosterUploadRowsKey: KeyFn<'listManagerRosterUploadRows', HelmetsQueryParams['listManagerRosterUploadRows']> = /* @__PURE__ */ keyer('listManagerRosterUploadRows');
/** 查询选项（useQuery、fetchQuery）：管理人员上传行列表（按批次）（GET /pc/manager/uploadlist） */
export const listManagerRosterUploadRowsQueryOptions: QueryFn<'listManagerRosterUploadRows', HelmetsQueryParams['listManagerRosterUploadRows'], OpResult<operations['listManagerRosterUploadRows']>> = /* @__PURE__ */ reader('listManagerRosterUploadRows', 'GET /pc/manager/uploadlist p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员上传行列表（按批次）（GET /pc/manager/uploadlist） */
export const listManagerRosterUploadRowsInfiniteQueryOptions: InfiniteFn<'listManagerRosterUploadRows', HelmetsQueryParams['listManagerRosterUploadRows'], OpResult<operations['listManagerRosterUploadRows']>> = /* @__PURE__ */ pager('listManagerRosterUploadRows', 'GET /pc/manager/uploadlist p');

/** 键 `['deleteObservationUploadRow', 参数]`：删除旁站人员上传行（POST /pc/observation/del） */
export const deleteObservationUploadRowKey: KeyFn<'deleteObservationUploadRow', HelmetsQueryParams['deleteObservationUploadRow']> = /* @__PURE__ */ keyer('deleteObservationUploadRow');
/** 变更选项（useMutation，`mutate(参数)`）：删除旁站人员上传行（POST /pc/observation/del） */
export const deleteObservationUploadRowMutationOptions: MutationFn<'deleteObservationUploadRow', HelmetsQueryParams['deleteObservationUploadRow'], OpResult<operations['deleteObservationUploadRow']>> = /* @__PURE__ */ writer('deleteObservationUploadRow', 'POST /pc/observation/del');

/** 键 `['confirmObservationUploadRow', 参数]`：确认旁站人员上传行（POST /pc/observation/sure） */
export const confirmObservationUploadRowKey: KeyFn<'confirmObservationUploadRow', HelmetsQueryParams['confirmObservationUploadRow']> = /* @__PURE__ */ keyer('confirmObservationUploadRow');
/** 变更选项（useMutation，`mutate(参数)`）：确认旁站人员上传行（POST /pc/observation/sure） */
export const confirmObservationUploadRowMutationOptions: MutationFn<'confirmObservationUploadRow', HelmetsQueryParams['confirmObservationUploadRow'], OpResult<operations['confirmObservationUploadRow']>> = /* @__PURE__ */ writer('confirmObservationUploadRow', 'POST /pc/observation/sure');

/** 键 `['downloadObservationTemplate', 参数]`：下载旁站人员导入模板（GET /pc/observation/template） */
export const downloadObservationTemplateKey: KeyFnOpt<'downloadObservationTemplate', HelmetsQueryParams['downloadObservationTemplate']> = /* @__PURE__ */ keyer('downloadObservationTemplate');
/** 变更选项（useMutation，`mutate(参数)`）：下载旁站人员导入模板（GET /pc/observation/template） */
export const downloadObservationTemplateMutationOptions: MutationFn<'downloadObservationTemplate', HelmetsQueryParams['downloadObservationTemplate'] | void, OpResult<operations['downloadObservationTemplate']>> = /* @__PURE__ */ writer('downloadObservationTemplate', 'GET /pc/observation/template b');

/** 键 `['uploadObservations', 参数]`：批量上传旁站人员（POST /pc/observation/upload） */
export const uploadObservationsKey: KeyFn<'uploadObservations', HelmetsQueryParams['uploadObservations']> = /* @__PURE__ */ keyer('uploadObservations');
/** 变更选项（useMutation，`mutate(参数)`）：批量上传旁站人员（POST /pc/observation/upload） */
export const uploadObservationsMutationOptions: MutationFn<'uploadObservations', HelmetsQueryParams['uploadObservations'], OpResult<operations['uploadObservations']>> = /* @__PURE__ */ writer('uploadObservations', 'POST /pc/observation/upload m');

/** 键 `['listObservationUploadRows', 参数]`：旁站人员上传行列表（按批次）（GET /pc/observation/uploadlist） */
export const listObservationUploadRowsKey: KeyFn<'listObservationUploadRows', HelmetsQueryParams['listObservationUploadRows']> = /* @__PURE__ */ keyer('listObservationUploadRows');
/** 查询选项（useQuery、fetchQuery）：旁站人员上传行列表（按批次）（GET /pc/observation/uploadlist） */
export const listObservationUploadRowsQueryOptions: QueryFn<'listObservationUploadRows', HelmetsQueryParams['listObservationUploadRows'], OpResult<operations['listObservationUploadRows']>> = /* @__PURE__ */ reader('listObservationUploadRows', 'GET /pc/observation/uploadlist p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：旁站人员上传行列表（按批次）（GET /pc/observation/uploadlist） */
export const listObservationUploadRowsInfiniteQueryOptions: InfiniteFn<'listObservationUploadRows', HelmetsQueryParams['listObservationUploadRows'], OpResult<operations['listObservationUploadRows']>> = /* @__PURE__ */ pager('listObservationUploadRows', 'GET /pc/observation/uploadlist p');

/** 键 `['collectBranchHelmetUnwear', 参数]`：各分公司未戴安全帽汇总（GET /pc/org/hat/branunwearchcollect） */
export const collectBranchHelmetUnwearKey: KeyFnOpt<'collectBranchHelmetUnwear', HelmetsQueryParams['collectBranchHelmetUnwear']> = /* @__PURE__ */ keyer('collectBranchHelmetUnwear');
/** 查询选项（useQuery、fetchQuery）：各分公司未戴安全帽汇总（GET /pc/org/hat/branunwearchcollect） */
export const collectBranchHelmetUnwearQueryOptions: QueryFnOpt<'collectBranchHelmetUnwear', HelmetsQueryParams['collectBranchHelmetUnwear'], OpResult<operations['collectBranchHelmetUnwear']>> = /* @__PURE__ */ reader('collectBranchHelmetUnwear', 'GET /pc/org/hat/branunwearchcollect');

/** 键 `['collectHelmetUnwear', 参数]`：未戴安全帽汇总（GET /pc/org/hat/unwearcollect） */
export const collectHelmetUnwearKey: KeyFnOpt<'collectHelmetUnwear', HelmetsQueryParams['collectHelmetUnwear']> = /* @__PURE__ */ keyer('collectHelmetUnwear');
/** 查询选项（useQuery、fetchQuery）：未戴安全帽汇总（GET /pc/org/hat/unwearcollect） */
export const collectHelmetUnwearQueryOptions: QueryFnOpt<'collectHelmetUnwear', HelmetsQueryParams['collectHelmetUnwear'], OpResult<operations['collectHelmetUnwear']>> = /* @__PURE__ */ reader('collectHelmetUnwear', 'GET /pc/org/hat/unwearcollect');

/** 键 `['listHelmetAlarms', 参数]`：安全帽报警记录分页（POST /star/laborhat/alarm） */
export const listHelmetAlarmsKey: KeyFn<'listHelmetAlarms', HelmetsQueryParams['listHelmetAlarms']> = /* @__PURE__ */ keyer('listHelmetAlarms');
/** 查询选项（useQuery、fetchQuery）：安全帽报警记录分页（POST /star/laborhat/alarm） */
export const listHelmetAlarmsQueryOptions: QueryFn<'listHelmetAlarms', HelmetsQueryParams['listHelmetAlarms'], OpResult<operations['listHelmetAlarms']>> = /* @__PURE__ */ reader('listHelmetAlarms', 'POST /star/laborhat/alarm P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全帽报警记录分页（POST /star/laborhat/alarm） */
export const listHelmetAlarmsInfiniteQueryOptions: InfiniteFn<'listHelmetAlarms', HelmetsQueryParams['listHelmetAlarms'], OpResult<operations['listHelmetAlarms']>> = /* @__PURE__ */ pager('listHelmetAlarms', 'POST /star/laborhat/alarm P');

/** 键 `['bindHelmet', 参数]`：绑定安全帽（POST /star/laborhat/bindhat） */
export const bindHelmetKey: KeyFn<'bindHelmet', HelmetsQueryParams['bindHelmet']> = /* @__PURE__ */ keyer('bindHelmet');
/** 变更选项（useMutation，`mutate(参数)`）：绑定安全帽（POST /star/laborhat/bindhat） */
export const bindHelmetMutationOptions: MutationFn<'bindHelmet', HelmetsQueryParams['bindHelmet'], OpResult<operations['bindHelmet']>> = /* @__PURE__ */ writer('bindHelmet', 'POST /star/laborhat/bindhat');

/** 键 `['deleteHelmetUploadRow', 参数]`：删除安全帽上传行（POST /star/laborhat/del） */
export const deleteHelmetUploadRowKey: KeyFn<'deleteHelmetUploadRow', HelmetsQueryParams['deleteHelmetUploadRow']> = /* @__PURE__ */ keyer('deleteHelmetUploadRow');
/** 变更选项（useMutation，`mutate(参数)`）：删除安全帽上传行（POST /star/laborhat/del） */
export const deleteHelmetUploadRowMutationOptions: MutationFn<'deleteHelmetUploadRow', HelmetsQueryParams['deleteHelmetUploadRow'], OpResult<operations['deleteHelmetUploadRow']>> = /* @__PURE__ */ writer('deleteHelmetUploadRow', 'POST /star/laborhat/del');

/** 键 `['getHelmetManager', 参数]`：按安全帽查绑定管理人员（GET /star/laborhat/getmanager） */
export const getHelmetManagerKey: KeyFn<'getHelmetManager', HelmetsQueryParams['getHelmetManager']> = /* @__PURE__ */ keyer('getHelmetManager');
/** 查询选项（useQuery、fetchQuery）：按安全帽查绑定管理人员（GET /star/laborhat/getmanager） */
export const getHelmetManagerQueryOptions: QueryFn<'getHelmetManager', HelmetsQueryParams['getHelmetManager'], OpResult<operations['getHelmetManager']>> = /* @__PURE__ */ reader('getHelmetManager', 'GET /star/laborhat/getmanager');

/** 键 `['getHelmetWorker', 参数]`：按安全帽查绑定工人（GET /star/laborhat/getworker） */
export const getHelmetWorkerKey: KeyFn<'getHelmetWorker', HelmetsQueryParams['getHelmetWorker']> = /* @__PURE__ */ keyer('getHelmetWorker');
/** 查询选项（useQuery、fetchQuery）：按安全帽查绑定工人（GET /star/laborhat/getworker） */
export const getHelmetWorkerQueryOptions: QueryFn<'getHelmetWorker', HelmetsQueryParams['getHelmetWorker'], OpResult<operations['getHelmetWorker']>> = /* @__PURE__ */ reader('getHelmetWorker', 'GET /star/laborhat/getworker');

/** 键 `['listHelmetHistory', 参数]`：安全帽绑定历史分页（GET /star/laborhat/history） */
export const listHelmetHistoryKey: KeyFnOpt<'listHelmetHistory', HelmetsQueryParams['listHelmetHistory']> = /* @__PURE__ */ keyer('listHelmetHistory');
/** 查询选项（useQuery、fetchQuery）：安全帽绑定历史分页（GET /star/laborhat/history） */
export const listHelmetHistoryQueryOptions: QueryFnOpt<'listHelmetHistory', HelmetsQueryParams['listHelmetHistory'], OpResult<operations['listHelmetHistory']>> = /* @__PURE__ */ reader('listHelmetHistory', 'GET /star/laborhat/history p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全帽绑定历史分页（GET /star/laborhat/history） */
export const listHelmetHistoryInfiniteQueryOptions: InfiniteFnOpt<'listHelmetHistory', HelmetsQueryParams['listHelmetHistory'], OpResult<operations['listHelmetHistory']>> = /* @__PURE__ */ pager('listHelmetHistory', 'GET /star/laborhat/history p');

/** 键 `['listHelmetManagers', 参数]`：管理人员安全帽绑定分页（POST /star/laborhat/manager） */
export const listHelmetManagersKey: KeyFn<'listHelmetManagers', HelmetsQueryParams['listHelmetManagers']> = /* @__PURE__ */ keyer('listHelmetManagers');
/** 查询选项（useQuery、fetchQuery）：管理人员安全帽绑定分页（POST /star/laborhat/manager） */
export const listHelmetManagersQueryOptions: QueryFn<'listHelmetManagers', HelmetsQueryParams['listHelmetManagers'], OpResult<operations['listHelmetManagers']>> = /* @__PURE__ */ reader('listHelmetManagers', 'POST /star/laborhat/manager P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员安全帽绑定分页（POST /star/laborhat/manager） */
export const listHelmetManagersInfiniteQueryOptions: InfiniteFn<'listHelmetManagers', HelmetsQueryParams['listHelmetManagers'], OpResult<operations['listHelmetManagers']>> = /* @__PURE__ */ pager('listHelmetManagers', 'POST /star/laborhat/manager P');

/** 键 `['listUnboundHelmets', 参数]`：未绑定安全帽列表（GET /star/laborhat/nobind） */
export const listUnboundHelmetsKey: KeyFnOpt<'listUnboundHelmets', HelmetsQueryParams['listUnboundHelmets']> = /* @__PURE__ */ keyer('listUnboundHelmets');
/** 查询选项（useQuery、fetchQuery）：未绑定安全帽列表（GET /star/laborhat/nobind） */
export const listUnboundHelmetsQueryOptions: QueryFnOpt<'listUnboundHelmets', HelmetsQueryParams['listUnboundHelmets'], OpResult<operations['listUnboundHelmets']>> = /* @__PURE__ */ reader('listUnboundHelmets', 'GET /star/laborhat/nobind');

/** 键 `['returnHelmet', 参数]`：归还安全帽（POST /star/laborhat/returnhat） */
export const returnHelmetKey: KeyFn<'returnHelmet', HelmetsQueryParams['returnHelmet']> = /* @__PURE__ */ keyer('returnHelmet');
/** 变更选项（useMutation，`mutate(参数)`）：归还安全帽（POST /star/laborhat/returnhat） */
export const returnHelmetMutationOptions: MutationFn<'returnHelmet', HelmetsQueryParams['returnHelmet'], OpResult<operations['returnHelmet']>> = /* @__PURE__ */ writer('returnHelmet', 'POST /star/laborhat/returnhat');

/** 键 `['confirmHelmetUploadRow', 参数]`：确认安全帽上传行（POST /star/laborhat/sure） */
export const confirmHelmetUploadRowKey: KeyFn<'confirmHelmetUploadRow', HelmetsQueryParams['confirmHelmetUploadRow']> = /* @__PURE__ */ keyer('confirmHelmetUploadRow');
/** 变更选项（useMutation，`mutate(参数)`）：确认安全帽上传行（POST /star/laborhat/sure） */
export const confirmHelmetUploadRowMutationOptions: MutationFn<'confirmHelmetUploadRow', HelmetsQueryParams['confirmHelmetUploadRow'], OpResult<operations['confirmHelmetUploadRow']>> = /* @__PURE__ */ writer('confirmHelmetUploadRow', 'POST /star/laborhat/sure');

/** 键 `['downloadHelmetManagerTemplate', 参数]`：下载管理人员安全帽绑定模板（GET /star/laborhat/template/manager） */
export const downloadHelmetManagerTemplateKey: KeyFnOpt<'downloadHelmetManagerTemplate', HelmetsQueryParams['downloadHelmetManagerTemplate']> = /* @__PURE__ */ keyer('downloadHelmetManagerTemplate');
/** 变更选项（useMutation，`mutate(参数)`）：下载管理人员安全帽绑定模板（GET /star/laborhat/template/manager） */
export const downloadHelmetManagerTemplateMutationOptions: MutationFn<'downloadHelmetManagerTemplate', HelmetsQueryParams['downloadHelmetManagerTemplate'] | void, OpResult<operations['downloadHelmetManagerTemplate']>> = /* @__PURE__ */ writer('downloadHelmetManagerTemplate', 'GET /star/laborhat/template/manager b');

/** 键 `['downloadHelmetWorkerTemplate', 参数]`：下载工人安全帽绑定模板（GET /star/laborhat/template/worker） */
export const downloadHelmetWorkerTemplateKey: KeyFnOpt<'downloadHelmetWorkerTemplate', HelmetsQueryParams['downloadHelmetWorkerTemplate']> = /* @__PURE__ */ keyer('downloadHelmetWorkerTemplate');
/** 变更选项（useMutation，`mutate(参数)`）：下载工人安全帽绑定模板（GET /star/laborhat/template/worker） */
export const downloadHelmetWorkerTemplateMutationOptions: MutationFn<'downloadHelmetWorkerTemplate', HelmetsQueryParams['downloadHelmetWorkerTemplate'] | void, OpResult<operations['downloadHelmetWorkerTemplate']>> = /* @__PURE__ */ writer('downloadHelmetWorkerTemplate', 'GET /star/laborhat/template/worker b');

/** 键 `['listHelmetUploadRows', 参数]`：安全帽上传行列表（按批次）（GET /star/laborhat/uploadlist） */
export const listHelmetUploadRowsKey: KeyFn<'listHelmetUploadRows', HelmetsQueryParams['listHelmetUploadRows']> = /* @__PURE__ */ keyer('listHelmetUploadRows');
/** 查询选项（useQuery、fetchQuery）：安全帽上传行列表（按批次）（GET /star/laborhat/uploadlist） */
export const listHelmetUploadRowsQueryOptions: QueryFn<'listHelmetUploadRows', HelmetsQueryParams['listHelmetUploadRows'], OpResult<operations['listHelmetUploadRows']>> = /* @__PURE__ */ reader('listHelmetUploadRows', 'GET /star/laborhat/uploadlist p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全帽上传行列表（按批次）（GET /star/laborhat/uploadlist） */
export const listHelmetUploadRowsInfiniteQueryOptions: InfiniteFn<'listHelmetUploadRows', HelmetsQueryParams['listHelmetUploadRows'], OpResult<operations['listHelmetUploadRows']>> = /* @__PURE__ */ pager('listHelmetUploadRows', 'GET /star/laborhat/uploadlist p');

/** 键 `['uploadHelmetManagers', 参数]`：批量上传管理人员安全帽绑定（POST /star/laborhat/uploadmanager） */
export const uploadHelmetManagersKey: KeyFn<'uploadHelmetManagers', HelmetsQueryParams['uploadHelmetManagers']> = /* @__PURE__ */ keyer('uploadHelmetManagers');
/** 变更选项（useMutation，`mutate(参数)`）：批量上传管理人员安全帽绑定（POST /star/laborhat/uploadmanager） */
export const uploadHelmetManagersMutationOptions: MutationFn<'uploadHelmetManagers', HelmetsQueryParams['uploadHelmetManagers'], OpResult<operations['uploadHelmetManagers']>> = /* @__PURE__ */ writer('uploadHelmetManagers', 'POST /star/laborhat/uploadmanager m');

/** 键 `['uploadHelmetWorkers', 参数]`：批量上传工人安全帽绑定（POST /star/laborhat/uploadworker） */
export const uploadHelmetWorkersKey: KeyFn<'uploadHelmetWorkers', HelmetsQueryParams['uploadHelmetWorkers']> = /* @__PURE__ */ keyer('uploadHelmetWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：批量上传工人安全帽绑定（POST /star/laborhat/uploadworker） */
export const uploadHelmetWorkersMutationOptions: MutationFn<'uploadHelmetWorkers', HelmetsQueryParams['uploadHelmetWorkers'], OpResult<operations['uploadHelmetWorkers']>> = /* @__PURE__ */ writer('uploadHelmetWorkers', 'POST /star/laborhat/uploadworker m');

/** 键 `['listHelmetWorkers', 参数]`：工人安全帽绑定分页（POST /star/laborhat/worker） */
export const listHelmetWorkersKey: KeyFn<'listHelmetWorkers', HelmetsQueryParams['listHelmetWorkers']> = /* @__PURE__ */ keyer('listHelmetWorkers');
/** 查询选项（useQuery、fetchQuery）：工人安全帽绑定分页（POST /star/laborhat/worker） */
export const listHelmetWorkersQueryOptions: QueryFn<'listHelmetWorkers', HelmetsQueryParams['listHelmetWorkers'], OpResult<operations['listHelmetWorkers']>> = /* @__PURE__ */ reader('listHelmetWorkers', 'POST /star/laborhat/worker P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人安全帽绑定分页（POST /star/laborhat/worker） */
export const listHelmetWorkersInfiniteQueryOptions: InfiniteFn<'listHelmetWorkers', HelmetsQueryParams['listHelmetWorkers'], OpResult<operations['listHelmetWorkers']>> = /* @__PURE__ */ pager('listHelmetWorkers', 'POST /star/laborhat/worker P');

/** 键 `['exportHelmetUseDetails', 参数]`：导出安全帽使用明细（GET /starSafety/laborHat/exportUseDetailStat） */
export const exportHelmetUseDetailsKey: KeyFnOpt<'exportHelmetUseDetails', HelmetsQueryParams['exportHelmetUseDetails']> = /* @__PURE__ */ keyer('exportHelmetUseDetails');
/** 变更选项（useMutation，`mutate(参数)`）：导出安全帽使用明细（GET /starSafety/laborHat/exportUseDetailStat） */
export const exportHelmetUseDetailsMutationOptions: MutationFn<'exportHelmetUseDetails', HelmetsQueryParams['exportHelmetUseDetails'] | void, OpResult<operations['exportHelmetUseDetails']>> = /* @__PURE__ */ writer('exportHelmetUseDetails', 'GET /starSafety/laborHat/exportUseDetailStat b');

/** 键 `['getHelmetLossDamageStat', 参数]`：安全帽遗失损坏统计（按项目）（POST /starSafety/laborHat/lossAndDamageStat） */
export const getHelmetLossDamageStatKey: KeyFn<'getHelmetLossDamageStat', HelmetsQueryParams['getHelmetLossDamageStat']> = /* @__PURE__ */ keyer('getHelmetLossDamageStat');
/** 查询选项（useQuery、fetchQuery）：安全帽遗失损坏统计（按项目）（POST /starSafety/laborHat/lossAndDamageStat） */
export const getHelmetLossDamageStatQueryOptions: QueryFn<'getHelmetLossDamageStat', HelmetsQueryParams['getHelmetLossDamageStat'], OpResult<operations['getHelmetLossDamageStat']>> = /* @__PURE__ */ reader('getHelmetLossDamageStat', 'POST /starSafety/laborHat/lossAndDamageStat');

/** 键 `['listHelmetNoElectricity', 参数]`：安全帽无电统计分页（POST /starSafety/laborHat/noElectricityStat） */
export const listHelmetNoElectricityKey: KeyFn<'listHelmetNoElectricity', HelmetsQueryParams['listHelmetNoElectricity']> = /* @__PURE__ */ keyer('listHelmetNoElectricity');
/** 查询选项（useQuery、fetchQuery）：安全帽无电统计分页（POST /starSafety/laborHat/noElectricityStat） */
export const listHelmetNoElectricityQueryOptions: QueryFn<'listHelmetNoElectricity', HelmetsQueryParams['listHelmetNoElectricity'], OpResult<operations['listHelmetNoElectricity']>> = /* @__PURE__ */ reader('listHelmetNoElectricity', 'POST /starSafety/laborHat/noElectricityStat N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全帽无电统计分页（POST /starSafety/laborHat/noElectricityStat） */
export const listHelmetNoElectricityInfiniteQueryOptions: InfiniteFn<'listHelmetNoElectricity', HelmetsQueryParams['listHelmetNoElectricity'], OpResult<operations['listHelmetNoElectricity']>> = /* @__PURE__ */ pager('listHelmetNoElectricity', 'POST /starSafety/laborHat/noElectricityStat N');

/** 键 `['getHelmetOverview', 参数]`：安全帽概况（POST /starSafety/laborHat/overview） */
export const getHelmetOverviewKey: KeyFn<'getHelmetOverview', HelmetsQueryParams['getHelmetOverview']> = /* @__PURE__ */ keyer('getHelmetOverview');
/** 查询选项（useQuery、fetchQuery）：安全帽概况（POST /starSafety/laborHat/overview） */
export const getHelmetOverviewQueryOptions: QueryFn<'getHelmetOverview', HelmetsQueryParams['getHelmetOverview'], OpResult<operations['getHelmetOverview']>> = /* @__PURE__ */ reader('getHelmetOverview', 'POST /starSafety/laborHat/overview');

/** 键 `['getHelmetTurnoverLossDamageStat', 参数]`：安全帽周转、遗失与损坏统计（POST /starSafety/laborHat/turnoverAndlossAndDamageStat） */
export const getHelmetTurnoverLossDamageStatKey: KeyFn<'getHelmetTurnoverLossDamageStat', HelmetsQueryParams['getHelmetTurnoverLossDamageStat']> = /* @__PURE__ */ keyer('getHelmetTurnoverLossDamageStat');
/** 查询选项（useQuery、fetchQuery）：安全帽周转、遗失与损坏统计（POST /starSafety/laborHat/turnoverAndlossAndDamageStat） */
export const getHelmetTurnoverLossDamageStatQueryOptions: QueryFn<'getHelmetTurnoverLossDamageStat', HelmetsQueryParams['getHelmetTurnoverLossDamageStat'], OpResult<operations['getHelmetTurnoverLossDamageStat']>> = /* @__PURE__ */ reader('getHelmetTurnoverLossDamageStat', 'POST /starSafety/laborHat/turnoverAndlossAndDamageStat');

/** 键 `['listHelmetUseDetails', 参数]`：安全帽使用明细分页（POST /starSafety/laborHat/useDetailStat） */
export const listHelmetUseDetailsKey: KeyFn<'listHelmetUseDetails', HelmetsQueryParams['listHelmetUseDetails']> = /* @__PURE__ */ keyer('listHelmetUseDetails');
/** 查询选项（useQuery、fetchQuery）：安全帽使用明细分页（POST /starSafety/laborHat/useDetailStat） */
export const listHelmetUseDetailsQueryOptions: QueryFn<'listHelmetUseDetails', HelmetsQueryParams['listHelmetUseDetails'], OpResult<operations['listHelmetUseDetails']>> = /* @__PURE__ */ reader('listHelmetUseDetails', 'POST /starSafety/laborHat/useDetailStat N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全帽使用明细分页（POST /starSafety/laborHat/useDetailStat） */
export const listHelmetUseDetailsInfiniteQueryOptions: InfiniteFn<'listHelmetUseDetails', HelmetsQueryParams['listHelmetUseDetails'], OpResult<operations['listHelmetUseDetails']>> = /* @__PURE__ */ pager('listHelmetUseDetails', 'POST /starSafety/laborHat/useDetailStat N');

/** 键 `['getHelmetUseStat', 参数]`：安全帽使用统计（POST /starSafety/laborHat/useStat） */
export const getHelmetUseStatKey: KeyFn<'getHelmetUseStat', HelmetsQueryParams['getHelmetUseStat']> = /* @__PURE__ */ keyer('getHelmetUseStat');
/** 查询选项（useQuery、fetchQuery）：安全帽使用统计（POST /starSafety/laborHat/useStat） */
export const getHelmetUseStatQueryOptions: QueryFn<'getHelmetUseStat', HelmetsQueryParams['getHelmetUseStat'], OpResult<operations['getHelmetUseStat']>> = /* @__PURE__ */ reader('getHelmetUseStat', 'POST /starSafety/laborHat/useStat');
