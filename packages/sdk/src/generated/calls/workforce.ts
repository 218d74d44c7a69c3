/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「workforce」的 32 个调用，每个一个可摇树的函数：`import { createClient, listCurrentAreaWorkersByWorkType } from '@site/sdk/calls/workforce'`，`await listCurrentAreaWorkersByWorkType(api, …)`。 */
import type { operations } from '../areas/workforce.schema';
import type { WorkforceArgs } from '../areas/workforce';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as WorkforceComponents, operations as WorkforceOperations } from '../areas/workforce.schema';

/** 区域劳动力情况（GET /duty/workforceAnalytics/areaWorkforceSituation） */
export const listAreaWorkforceSituation: Call<'listAreaWorkforceSituation', WorkforceArgs['listAreaWorkforceSituation'], OpResult<operations['listAreaWorkforceSituation']>> = /* @__PURE__ */ op('listAreaWorkforceSituation', 'GET /duty/workforceAnalytics/areaWorkforceSituation');

/** 区域劳动力逐日峰值趋势（POST /duty/workforceAnalytics/areaWorkforceTrend） */
export const getAreaWorkforceTrend: Call<'getAreaWorkforceTrend', WorkforceArgs['getAreaWorkforceTrend'], OpResult<operations['getAreaWorkforceTrend']>> = /* @__PURE__ */ op('getAreaWorkforceTrend', 'POST /duty/workforceAnalytics/areaWorkforceTrend');

/** 当前区域人数（按班组）（GET /duty/workforceAnalytics/currentAreaWorkerCountByTeam） */
export const listCurrentAreaWorkerCountByTeam: Call<'listCurrentAreaWorkerCountByTeam', WorkforceArgs['listCurrentAreaWorkerCountByTeam'], OpResult<operations['listCurrentAreaWorkerCountByTeam']>> = /* @__PURE__ */ op('listCurrentAreaWorkerCountByTeam', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByTeam');

/** 当前区域各班组出勤（GET /duty/workforceAnalytics/currentAreaWorkerCountByTeamAttendance） */
export const listCurrentAreaTeamAttendance: Call<'listCurrentAreaTeamAttendance', WorkforceArgs['listCurrentAreaTeamAttendance'], OpResult<operations['listCurrentAreaTeamAttendance']>> = /* @__PURE__ */ op('listCurrentAreaTeamAttendance', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByTeamAttendance');

/** 当前区域人数（按工种）（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkType） */
export const listCurrentAreaWorkerCountByWorkType: Call<'listCurrentAreaWorkerCountByWorkType', WorkforceArgs['listCurrentAreaWorkerCountByWorkType'], OpResult<operations['listCurrentAreaWorkerCountByWorkType']>> = /* @__PURE__ */ op('listCurrentAreaWorkerCountByWorkType', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkType');

/** 导出当前区域人数（按工种）（POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkType/export） */
export const exportCurrentAreaWorkerCountByWorkType: Call<'exportCurrentAreaWorkerCountByWorkType', WorkforceArgs['exportCurrentAreaWorkerCountByWorkType'], OpResult<operations['exportCurrentAreaWorkerCountByWorkType']>> = /* @__PURE__ */ fileOp('exportCurrentAreaWorkerCountByWorkType', 'POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkType/export b');

/** 当前区域各工种出勤（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeAttendance） */
export const listCurrentAreaWorkTypeAttendance: Call<'listCurrentAreaWorkTypeAttendance', WorkforceArgs['listCurrentAreaWorkTypeAttendance'], OpResult<operations['listCurrentAreaWorkTypeAttendance']>> = /* @__PURE__ */ op('listCurrentAreaWorkTypeAttendance', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeAttendance');

/** 当前区域工人名单（按工种）（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList）；分页：`pagesOf(api, listCurrentAreaWorkersByWorkType, …)` */
export const listCurrentAreaWorkersByWorkType: PagedCall<'listCurrentAreaWorkersByWorkType', WorkforceArgs['listCurrentAreaWorkersByWorkType'], OpResult<operations['listCurrentAreaWorkersByWorkType']>> = /* @__PURE__ */ op('listCurrentAreaWorkersByWorkType', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList p');

/** 导出当前区域工人名单（按工种）（POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList/export） */
export const exportCurrentAreaWorkersByWorkType: Call<'exportCurrentAreaWorkersByWorkType', WorkforceArgs['exportCurrentAreaWorkersByWorkType'], OpResult<operations['exportCurrentAreaWorkersByWorkType']>> = /* @__PURE__ */ fileOp('exportCurrentAreaWorkersByWorkType', 'POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList/export b');

/** 当前区域工人名单（按班组）（GET /duty/workforceAnalytics/currentAreaWorkerListByTeam）；分页：`pagesOf(api, listCurrentAreaWorkersByTeam, …)` */
export const listCurrentAreaWorkersByTeam: PagedCall<'listCurrentAreaWorkersByTeam', WorkforceArgs['listCurrentAreaWorkersByTeam'], OpResult<operations['listCurrentAreaWorkersByTeam']>> = /* @__PURE__ */ op('listCurrentAreaWorkersByTeam', 'GET /duty/workforceAnalytics/currentAreaWorkerListByTeam p');

/** 工人劳动力分析（GET /duty/workforceAnalytics/laborAnalysisByWorker）；分页：`pagesOf(api, listLaborAnalysisByWorker, …)` */
export const listLaborAnalysisByWorker: PagedCall<'listLaborAnalysisByWorker', WorkforceArgs['listLaborAnalysisByWorker'], OpResult<operations['listLaborAnalysisByWorker']>> = /* @__PURE__ */ op('listLaborAnalysisByWorker', 'GET /duty/workforceAnalytics/laborAnalysisByWorker p');

/** 工人劳动力分析图（GET /duty/workforceAnalytics/laborAnalysisByWorkerChart） */
export const getLaborAnalysisByWorkerChart: Call<'getLaborAnalysisByWorkerChart', WorkforceArgs['getLaborAnalysisByWorkerChart'], OpResult<operations['getLaborAnalysisByWorkerChart']>> = /* @__PURE__ */ op('getLaborAnalysisByWorkerChart', 'GET /duty/workforceAnalytics/laborAnalysisByWorkerChart');

/** 工人标签分布（POST /duty/workforceAnalytics/laborAnalysisByWorkerLabel） */
export const listLaborAnalysisByWorkerLabel: Call<'listLaborAnalysisByWorkerLabel', WorkforceArgs['listLaborAnalysisByWorkerLabel'], OpResult<operations['listLaborAnalysisByWorkerLabel']>> = /* @__PURE__ */ op('listLaborAnalysisByWorkerLabel', 'POST /duty/workforceAnalytics/laborAnalysisByWorkerLabel');

/** 近 7 天出勤人数（按分包单位）（POST /duty/workforceAnalytics/pastSevenDaysBySubcontractor） */
export const getPast7DaysWorkforceBySubcontractor: Call<'getPast7DaysWorkforceBySubcontractor', WorkforceArgs['getPast7DaysWorkforceBySubcontractor'], OpResult<operations['getPast7DaysWorkforceBySubcontractor']>> = /* @__PURE__ */ op('getPast7DaysWorkforceBySubcontractor', 'POST /duty/workforceAnalytics/pastSevenDaysBySubcontractor');

/** 近 24 小时在场人数（按区域）（POST /duty/workforceAnalytics/pastTwentyFourHoursByArea） */
export const getPast24HoursWorkforceByArea: Call<'getPast24HoursWorkforceByArea', WorkforceArgs['getPast24HoursWorkforceByArea'], OpResult<operations['getPast24HoursWorkforceByArea']>> = /* @__PURE__ */ op('getPast24HoursWorkforceByArea', 'POST /duty/workforceAnalytics/pastTwentyFourHoursByArea');

/** 近 7 天劳动力统计（GET /duty/workforceAnalytics/statisticsInThePastSevenDays） */
export const listPast7DaysWorkforce: Call<'listPast7DaysWorkforce', WorkforceArgs['listPast7DaysWorkforce'], OpResult<operations['listPast7DaysWorkforce']>> = /* @__PURE__ */ op('listPast7DaysWorkforce', 'GET /duty/workforceAnalytics/statisticsInThePastSevenDays');

/** 近 24 小时在场人数（GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHours） */
export const listPast24HoursWorkforce: Call<'listPast24HoursWorkforce', WorkforceArgs['listPast24HoursWorkforce'], OpResult<operations['listPast24HoursWorkforce']>> = /* @__PURE__ */ op('listPast24HoursWorkforce', 'GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHours');

/** 近 24 小时在场人数（按分包单位）（GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHoursBySubcontractor） */
export const getPast24HoursWorkforceBySubcontractor: Call<'getPast24HoursWorkforceBySubcontractor', WorkforceArgs['getPast24HoursWorkforceBySubcontractor'], OpResult<operations['getPast24HoursWorkforceBySubcontractor']>> = /* @__PURE__ */ op('getPast24HoursWorkforceBySubcontractor', 'GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHoursBySubcontractor');

/** 分包单位劳动力情况（GET /duty/workforceAnalytics/subcontractorWorkforceSituation） */
export const listSubcontractorWorkforceSituation: Call<'listSubcontractorWorkforceSituation', WorkforceArgs['listSubcontractorWorkforceSituation'], OpResult<operations['listSubcontractorWorkforceSituation']>> = /* @__PURE__ */ op('listSubcontractorWorkforceSituation', 'GET /duty/workforceAnalytics/subcontractorWorkforceSituation');

/** 分包单位劳动力（按班组）（GET /duty/workforceAnalytics/subcontractorWorkforceSituationByTeam） */
export const listSubcontractorWorkforceByTeam: Call<'listSubcontractorWorkforceByTeam', WorkforceArgs['listSubcontractorWorkforceByTeam'], OpResult<operations['listSubcontractorWorkforceByTeam']>> = /* @__PURE__ */ op('listSubcontractorWorkforceByTeam', 'GET /duty/workforceAnalytics/subcontractorWorkforceSituationByTeam');

/** 分包单位劳动力（按工种）（GET /duty/workforceAnalytics/subcontractorWorkforceSituationByWorkType） */
export const listSubcontractorWorkforceByWorkType: Call<'listSubcontractorWorkforceByWorkType', WorkforceArgs['listSubcontractorWorkforceByWorkType'], OpResult<operations['listSubcontractorWorkforceByWorkType']>> = /* @__PURE__ */ op('listSubcontractorWorkforceByWorkType', 'GET /duty/workforceAnalytics/subcontractorWorkforceSituationByWorkType');

/** 分包单位劳动力月度趋势（POST /duty/workforceAnalytics/subcontractorWorkforceTrend） */
export const getSubcontractorWorkforceTrend: Call<'getSubcontractorWorkforceTrend', WorkforceArgs['getSubcontractorWorkforceTrend'], OpResult<operations['getSubcontractorWorkforceTrend']>> = /* @__PURE__ */ op('getSubcontractorWorkforceTrend', 'POST /duty/workforceAnalytics/subcontractorWorkforceTrend');

/** 班组劳动力排名（日期区间）（POST /duty/workforceAnalytics/teamWorkforceRanking） */
export const listTeamWorkforceRanking: Call<'listTeamWorkforceRanking', WorkforceArgs['listTeamWorkforceRanking'], OpResult<operations['listTeamWorkforceRanking']>> = /* @__PURE__ */ op('listTeamWorkforceRanking', 'POST /duty/workforceAnalytics/teamWorkforceRanking');

/** 工种劳动力分布（日期区间）（POST /duty/workforceAnalytics/workTypeWorkforceDistribution） */
export const listWorkTypeWorkforceDistribution: Call<'listWorkTypeWorkforceDistribution', WorkforceArgs['listWorkTypeWorkforceDistribution'], OpResult<operations['listWorkTypeWorkforceDistribution']>> = /* @__PURE__ */ op('listWorkTypeWorkforceDistribution', 'POST /duty/workforceAnalytics/workTypeWorkforceDistribution');

/** 工资分析地区树（GET /pc/bda/salary/area/select/tree） */
export const getSalaryAreaTree: Call<'getSalaryAreaTree', WorkforceArgs['getSalaryAreaTree'], OpResult<operations['getSalaryAreaTree']>> = /* @__PURE__ */ op('getSalaryAreaTree', 'GET /pc/bda/salary/area/select/tree');

/** 工资基础汇总（GET /pc/bda/salary/basic/collect） */
export const getSalaryBasicCollect: Call<'getSalaryBasicCollect', WorkforceArgs['getSalaryBasicCollect'], OpResult<operations['getSalaryBasicCollect']>> = /* @__PURE__ */ op('getSalaryBasicCollect', 'GET /pc/bda/salary/basic/collect');

/** 工资区间分布（GET /pc/bda/salary/basic/range/list） */
export const listSalaryRangeDistribution: Call<'listSalaryRangeDistribution', WorkforceArgs['listSalaryRangeDistribution'], OpResult<operations['listSalaryRangeDistribution']>> = /* @__PURE__ */ op('listSalaryRangeDistribution', 'GET /pc/bda/salary/basic/range/list');

/** 工资发放（按地区）（GET /pc/bda/salary/output/arearange） */
export const listSalaryOutputByArea: Call<'listSalaryOutputByArea', WorkforceArgs['listSalaryOutputByArea'], OpResult<operations['listSalaryOutputByArea']>> = /* @__PURE__ */ op('listSalaryOutputByArea', 'GET /pc/bda/salary/output/arearange');

/** 工资发放趋势（按月）（GET /pc/bda/salary/output/daterange） */
export const listSalaryOutputByDate: Call<'listSalaryOutputByDate', WorkforceArgs['listSalaryOutputByDate'], OpResult<operations['listSalaryOutputByDate']>> = /* @__PURE__ */ op('listSalaryOutputByDate', 'GET /pc/bda/salary/output/daterange');

/** 工资发放（按组织）（GET /pc/bda/salary/output/orgrange） */
export const listSalaryOutputByOrg: Call<'listSalaryOutputByOrg', WorkforceArgs['listSalaryOutputByOrg'], OpResult<operations['listSalaryOutputByOrg']>> = /* @__PURE__ */ op('listSalaryOutputByOrg', 'GET /pc/bda/salary/output/orgrange');

/** 工资分析参数选项（GET /pc/bda/salary/params/select/list） */
export const listSalaryParamOptions: Call<'listSalaryParamOptions', WorkforceArgs['listSalaryParamOptions'], OpResult<operations['listSalaryParamOptions']>> = /* @__PURE__ */ op('listSalaryParamOptions', 'GET /pc/bda/salary/params/select/list');

/** 工资分析工种下拉（GET /pc/bda/salary/worktype/select） */
export const listSalaryWorkTypeOptions: Call<'listSalaryWorkTypeOptions', WorkforceArgs['listSalaryWorkTypeOptions'], OpResult<operations['listSalaryWorkTypeOptions']>> = /* @__PURE__ */ op('listSalaryWorkTypeOptions', 'GET /pc/bda/salary/worktype/select');
