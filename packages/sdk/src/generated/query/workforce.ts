/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「workforce」的 TanStack Query 选项：32 个调用（读 30 个，其中分页 3 个；写 2 个）。`import { … } from '@site/sdk/query/workforce'`。 */
import type { operations } from '../areas/workforce.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface WorkforceQueryParams {
  listAreaWorkforceSituation: { params?: operations['listAreaWorkforceSituation']['parameters']; body?: never };
  getAreaWorkforceTrend: { params?: never; body: NonNullable<operations['getAreaWorkforceTrend']['requestBody']>['content']['application/json'] };
  listCurrentAreaWorkerCountByTeam: { params?: operations['listCurrentAreaWorkerCountByTeam']['parameters']; body?: never };
  listCurrentAreaTeamAttendance: { params?: operations['listCurrentAreaTeamAttendance']['parameters']; body?: never };
  listCurrentAreaWorkerCountByWorkType: { params?: operations['listCurrentAreaWorkerCountByWorkType']['parameters']; body?: never };
  exportCurrentAreaWorkerCountByWorkType: { params?: never; body: NonNullable<operations['exportCurrentAreaWorkerCountByWorkType']['requestBody']>['content']['application/json'] };
  listCurrentAreaWorkTypeAttendance: { params?: operations['listCurrentAreaWorkTypeAttendance']['parameters']; body?: never };
  listCurrentAreaWorkersByWorkType: { params?: operations['listCurrentAreaWorkersByWorkType']['parameters']; body?: never };
  exportCurrentAreaWorkersByWorkType: { params?: never; body: NonNullable<operations['exportCurrentAreaWorkersByWorkType']['requestBody']>['content']['application/json'] };
  listCurrentAreaWorkersByTeam: { params?: operations['listCurrentAreaWorkersByTeam']['parameters']; body?: never };
  listLaborAnalysisByWorker: { params?: operations['listLaborAnalysisByWorker']['parameters']; body?: never };
  getLaborAnalysisByWorkerChart: { params?: operations['getLaborAnalysisByWorkerChart']['parameters']; body?: never };
  listLaborAnalysisByWorkerLabel: { params?: never; body: NonNullable<operations['listLaborAnalysisByWorkerLabel']['requestBody']>['content']['application/json'] };
  getPast7DaysWorkforceBySubcontractor: { params?: never; body: NonNullable<operations['getPast7DaysWorkforceBySubcontractor']['requestBody']>['content']['application/json'] };
  getPast24HoursWorkforceByArea: { params?: never; body: NonNullable<operations['getPast24HoursWorkforceByArea']['requestBody']>['content']['application/json'] };
  listPast7DaysWorkforce: { params?: operations['listPast7DaysWorkforce']['parameters']; body?: never };
  listPast24HoursWorkforce: { params?: operations['listPast24HoursWorkforce']['parameters']; body?: never };
  getPast24HoursWorkforceBySubcontractor: { params?: operations['getPast24HoursWorkforceBySubcontractor']['parameters']; body?: never };
  listSubcontractorWorkforceSituation: { params?: operations['listSubcontractorWorkforceSituation']['parameters']; body?: never };
  listSubcontractorWorkforceByTeam: { params?: operations['listSubcontractorWorkforceByTeam']['parameters']; body?: never };
  listSubcontractorWorkforceByWorkType: { params?: operations['listSubcontractorWorkforceByWorkType']['parameters']; body?: never };
  getSubcontractorWorkforceTrend: { params?: never; body: NonNullable<operations['getSubcontractorWorkforceTrend']['requestBody']>['content']['application/json'] };
  listTeamWorkforceRanking: { params?: never; body: NonNullable<operations['listTeamWorkforceRanking']['requestBody']>['content']['application/json'] };
  listWorkTypeWorkforceDistribution: { params?: never; body: NonNullable<operations['listWorkTypeWorkforceDistribution']['requestBody']>['content']['application/json'] };
  getSalaryAreaTree: { params?: operations['getSalaryAreaTree']['parameters']; body?: never };
  getSalaryBasicCollect: { params?: operations['getSalaryBasicCollect']['parameters']; body?: never };
  listSalaryRangeDistribution: { params?: operations['listSalaryRangeDistribution']['parameters']; body?: never };
  listSalaryOutputByArea: { params?: operations['listSalaryOutputByArea']['parameters']; body?: never };
  listSalaryOutputByDate: { params?: operations['listSalaryOutputByDate']['parameters']; body?: never };
  listSalaryOutputByOrg: { params?: operations['listSalaryOutputByOrg']['parameters']; body?: never };
  listSalaryParamOptions: { params?: operations['listSalaryParamOptions']['parameters']; body?: never };
  listSalaryWorkTypeOptions: { params?: never; body?: never };
}

/** 键 `['listAreaWorkforceSituation', 参数]`：区域劳动力情况（GET /duty/workforceAnalytics/areaWorkforceSituation） */
export const listAreaWorkforceSituationKey: KeyFnOpt<'listAreaWorkforceSituation', WorkforceQueryParams['listAreaWorkforceSituation']> = /* @__PURE__ */ keyer('listAreaWorkforceSituation');
/** 查询选项（useQuery、fetchQuery）：区域劳动力情况（GET /duty/workforceAnalytics/areaWorkforceSituation） */
export const listAreaWorkforceSituationQueryOptions: QueryFnOpt<'listAreaWorkforceSituation', WorkforceQueryParams['listAreaWorkforceSituation'], OpResult<operations['listAreaWorkforceSituation']>> = /* @__PURE__ */ reader('listAreaWorkforceSituation', 'GET /duty/workforceAnalytics/areaWorkforceSituation');

/** 键 `['getAreaWorkforceTrend', 参数]`：区域劳动力逐日峰值趋势（POST /duty/workforceAnalytics/areaWorkforceTrend） */
export const getAreaWorkforceTrendKey: KeyFn<'getAreaWorkforceTrend', WorkforceQueryParams['getAreaWorkforceTrend']> = /* @__PURE__ */ keyer('getAreaWorkforceTrend');
/** 查询选项（useQuery、fetchQuery）：区域劳动力逐日峰值趋势（POST /duty/workforceAnalytics/areaWorkforceTrend） */
export const getAreaWorkforceTrendQueryOptions: QueryFn<'getAreaWorkforceTrend', WorkforceQueryParams['getAreaWorkforceTrend'], OpResult<operations['getAreaWorkforceTrend']>> = /* @__PURE__ */ reader('getAreaWorkforceTrend', 'POST /duty/workforceAnalytics/areaWorkforceTrend');

/** 键 `['listCurrentAreaWorkerCountByTeam', 参数]`：当前区域人数（按班组）（GET /duty/workforceAnalytics/currentAreaWorkerCountByTeam） */
export const listCurrentAreaWorkerCountByTeamKey: KeyFnOpt<'listCurrentAreaWorkerCountByTeam', WorkforceQueryParams['listCurrentAreaWorkerCountByTeam']> = /* @__PURE__ */ keyer('listCurrentAreaWorkerCountByTeam');
/** 查询选项（useQuery、fetchQuery）：当前区域人数（按班组）（GET /duty/workforceAnalytics/currentAreaWorkerCountByTeam） */
export const listCurrentAreaWorkerCountByTeamQueryOptions: QueryFnOpt<'listCurrentAreaWorkerCountByTeam', WorkforceQueryParams['listCurrentAreaWorkerCountByTeam'], OpResult<operations['listCurrentAreaWorkerCountByTeam']>> = /* @__PURE__ */ reader('listCurrentAreaWorkerCountByTeam', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByTeam');

/** 键 `['listCurrentAreaTeamAttendance', 参数]`：当前区域各班组出勤（GET /duty/workforceAnalytics/currentAreaWorkerCountByTeamAttendance） */
export const listCurrentAreaTeamAttendanceKey: KeyFnOpt<'listCurrentAreaTeamAttendance', WorkforceQueryParams['listCurrentAreaTeamAttendance']> = /* @__PURE__ */ keyer('listCurrentAreaTeamAttendance');
/** 查询选项（useQuery、fetchQuery）：当前区域各班组出勤（GET /duty/workforceAnalytics/currentAreaWorkerCountByTeamAttendance） */
export const listCurrentAreaTeamAttendanceQueryOptions: QueryFnOpt<'listCurrentAreaTeamAttendance', WorkforceQueryParams['listCurrentAreaTeamAttendance'], OpResult<operations['listCurrentAreaTeamAttendance']>> = /* @__PURE__ */ reader('listCurrentAreaTeamAttendance', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByTeamAttendance');

/** 键 `['listCurrentAreaWorkerCountByWorkType', 参数]`：当前区域人数（按工种）（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkType） */
export const listCurrentAreaWorkerCountByWorkTypeKey: KeyFnOpt<'listCurrentAreaWorkerCountByWorkType', WorkforceQueryParams['listCurrentAreaWorkerCountByWorkType']> = /* @__PURE__ */ keyer('listCurrentAreaWorkerCountByWorkType');
/** 查询选项（useQuery、fetchQuery）：当前区域人数（按工种）（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkType） */
export const listCurrentAreaWorkerCountByWorkTypeQueryOptions: QueryFnOpt<'listCurrentAreaWorkerCountByWorkType', WorkforceQueryParams['listCurrentAreaWorkerCountByWorkType'], OpResult<operations['listCurrentAreaWorkerCountByWorkType']>> = /* @__PURE__ */ reader('listCurrentAreaWorkerCountByWorkType', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkType');

/** 键 `['exportCurrentAreaWorkerCountByWorkType', 参数]`：导出当前区域人数（按工种）（POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkType/export） */
export const exportCurrentAreaWorkerCountByWorkTypeKey: KeyFn<'exportCurrentAreaWorkerCountByWorkType', WorkforceQueryParams['exportCurrentAreaWorkerCountByWorkType']> = /* @__PURE__ */ keyer('exportCurrentAreaWorkerCountByWorkType');
/** 变更选项（useMutation，`mutate(参数)`）：导出当前区域人数（按工种）（POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkType/export） */
export const exportCurrentAreaWorkerCountByWorkTypeMutationOptions: MutationFn<'exportCurrentAreaWorkerCountByWorkType', WorkforceQueryParams['exportCurrentAreaWorkerCountByWorkType'], OpResult<operations['exportCurrentAreaWorkerCountByWorkType']>> = /* @__PURE__ */ writer('exportCurrentAreaWorkerCountByWorkType', 'POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkType/export b');

/** 键 `['listCurrentAreaWorkTypeAttendance', 参数]`：当前区域各工种出勤（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeAttendance） */
export const listCurrentAreaWorkTypeAttendanceKey: KeyFnOpt<'listCurrentAreaWorkTypeAttendance', WorkforceQueryParams['listCurrentAreaWorkTypeAttendance']> = /* @__PURE__ */ keyer('listCurrentAreaWorkTypeAttendance');
/** 查询选项（useQuery、fetchQuery）：当前区域各工种出勤（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeAttendance） */
export const listCurrentAreaWorkTypeAttendanceQueryOptions: QueryFnOpt<'listCurrentAreaWorkTypeAttendance', WorkforceQueryParams['listCurrentAreaWorkTypeAttendance'], OpResult<operations['listCurrentAreaWorkTypeAttendance']>> = /* @__PURE__ */ reader('listCurrentAreaWorkTypeAttendance', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeAttendance');

/** 键 `['listCurrentAreaWorkersByWorkType', 参数]`：当前区域工人名单（按工种）（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList） */
export const listCurrentAreaWorkersByWorkTypeKey: KeyFnOpt<'listCurrentAreaWorkersByWorkType', WorkforceQueryParams['listCurrentAreaWorkersByWorkType']> = /* @__PURE__ */ keyer('listCurrentAreaWorkersByWorkType');
/** 查询选项（useQuery、fetchQuery）：当前区域工人名单（按工种）（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList） */
export const listCurrentAreaWorkersByWorkTypeQueryOptions: QueryFnOpt<'listCurrentAreaWorkersByWorkType', WorkforceQueryParams['listCurrentAreaWorkersByWorkType'], OpResult<operations['listCurrentAreaWorkersByWorkType']>> = /* @__PURE__ */ reader('listCurrentAreaWorkersByWorkType', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：当前区域工人名单（按工种）（GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList） */
export const listCurrentAreaWorkersByWorkTypeInfiniteQueryOptions: InfiniteFnOpt<'listCurrentAreaWorkersByWorkType', WorkforceQueryParams['listCurrentAreaWorkersByWorkType'], OpResult<operations['listCurrentAreaWorkersByWorkType']>> = /* @__PURE__ */ pager('listCurrentAreaWorkersByWorkType', 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList p');

/** 键 `['exportCurrentAreaWorkersByWorkType', 参数]`：导出当前区域工人名单（按工种）（POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList/export） */
export const exportCurrentAreaWorkersByWorkTypeKey: KeyFn<'exportCurrentAreaWorkersByWorkType', WorkforceQueryParams['exportCurrentAreaWorkersByWorkType']> = /* @__PURE__ */ keyer('exportCurrentAreaWorkersByWorkType');
/** 变更选项（useMutation，`mutate(参数)`）：导出当前区域工人名单（按工种）（POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList/export） */
export const exportCurrentAreaWorkersByWorkTypeMutationOptions: MutationFn<'exportCurrentAreaWorkersByWorkType', WorkforceQueryParams['exportCurrentAreaWorkersByWorkType'], OpResult<operations['exportCurrentAreaWorkersByWorkType']>> = /* @__PURE__ */ writer('exportCurrentAreaWorkersByWorkType', 'POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList/export b');

/** 键 `['listCurrentAreaWorkersByTeam', 参数]`：当前区域工人名单（按班组）（GET /duty/workforceAnalytics/currentAreaWorkerListByTeam） */
export const listCurrentAreaWorkersByTeamKey: KeyFnOpt<'listCurrentAreaWorkersByTeam', WorkforceQueryParams['listCurrentAreaWorkersByTeam']> = /* @__PURE__ */ keyer('listCurrentAreaWorkersByTeam');
/** 查询选项（useQuery、fetchQuery）：当前区域工人名单（按班组）（GET /duty/workforceAnalytics/currentAreaWorkerListByTeam） */
export const listCurrentAreaWorkersByTeamQueryOptions: QueryFnOpt<'listCurrentAreaWorkersByTeam', WorkforceQueryParams['listCurrentAreaWorkersByTeam'], OpResult<operations['listCurrentAreaWorkersByTeam']>> = /* @__PURE__ */ reader('listCurrentAreaWorkersByTeam', 'GET /duty/workforceAnalytics/currentAreaWorkerListByTeam p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：当前区域工人名单（按班组）（GET /duty/workforceAnalytics/currentAreaWorkerListByTeam） */
export const listCurrentAreaWorkersByTeamInfiniteQueryOptions: InfiniteFnOpt<'listCurrentAreaWorkersByTeam', WorkforceQueryParams['listCurrentAreaWorkersByTeam'], OpResult<operations['listCurrentAreaWorkersByTeam']>> = /* @__PURE__ */ pager('listCurrentAreaWorkersByTeam', 'GET /duty/workforceAnalytics/currentAreaWorkerListByTeam p');

/** 键 `['listLaborAnalysisByWorker', 参数]`：工人劳动力分析（GET /duty/workforceAnalytics/laborAnalysisByWorker） */
export const listLaborAnalysisByWorkerKey: KeyFnOpt<'listLaborAnalysisByWorker', WorkforceQueryParams['listLaborAnalysisByWorker']> = /* @__PURE__ */ keyer('listLaborAnalysisByWorker');
/** 查询选项（useQuery、fetchQuery）：工人劳动力分析（GET /duty/workforceAnalytics/laborAnalysisByWorker） */
export const listLaborAnalysisByWorkerQueryOptions: QueryFnOpt<'listLaborAnalysisByWorker', WorkforceQueryParams['listLaborAnalysisByWorker'], OpResult<operations['listLaborAnalysisByWorker']>> = /* @__PURE__ */ reader('listLaborAnalysisByWorker', 'GET /duty/workforceAnalytics/laborAnalysisByWorker p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人劳动力分析（GET /duty/workforceAnalytics/laborAnalysisByWorker） */
export const listLaborAnalysisByWorkerInfiniteQueryOptions: InfiniteFnOpt<'listLaborAnalysisByWorker', WorkforceQueryParams['listLaborAnalysisByWorker'], OpResult<operations['listLaborAnalysisByWorker']>> = /* @__PURE__ */ pager('listLaborAnalysisByWorker', 'GET /duty/workforceAnalytics/laborAnalysisByWorker p');

/** 键 `['getLaborAnalysisByWorkerChart', 参数]`：工人劳动力分析图（GET /duty/workforceAnalytics/laborAnalysisByWorkerChart） */
export const getLaborAnalysisByWorkerChartKey: KeyFnOpt<'getLaborAnalysisByWorkerChart', WorkforceQueryParams['getLaborAnalysisByWorkerChart']> = /* @__PURE__ */ keyer('getLaborAnalysisByWorkerChart');
/** 查询选项（useQuery、fetchQuery）：工人劳动力分析图（GET /duty/workforceAnalytics/laborAnalysisByWorkerChart） */
export const getLaborAnalysisByWorkerChartQueryOptions: QueryFnOpt<'getLaborAnalysisByWorkerChart', WorkforceQueryParams['getLaborAnalysisByWorkerChart'], OpResult<operations['getLaborAnalysisByWorkerChart']>> = /* @__PURE__ */ reader('getLaborAnalysisByWorkerChart', 'GET /duty/workforceAnalytics/laborAnalysisByWorkerChart');

/** 键 `['listLaborAnalysisByWorkerLabel', 参数]`：工人标签分布（POST /duty/workforceAnalytics/laborAnalysisByWorkerLabel） */
export const listLaborAnalysisByWorkerLabelKey: KeyFn<'listLaborAnalysisByWorkerLabel', WorkforceQueryParams['listLaborAnalysisByWorkerLabel']> = /* @__PURE__ */ keyer('listLaborAnalysisByWorkerLabel');
/** 查询选项（useQuery、fetchQuery）：工人标签分布（POST /duty/workforceAnalytics/laborAnalysisByWorkerLabel） */
export const listLaborAnalysisByWorkerLabelQueryOptions: QueryFn<'listLaborAnalysisByWorkerLabel', WorkforceQueryParams['listLaborAnalysisByWorkerLabel'], OpResult<operations['listLaborAnalysisByWorkerLabel']>> = /* @__PURE__ */ reader('listLaborAnalysisByWorkerLabel', 'POST /duty/workforceAnalytics/laborAnalysisByWorkerLabel');

/** 键 `['getPast7DaysWorkforceBySubcontractor', 参数]`：近 7 天出勤人数（按分包单位）（POST /duty/workforceAnalytics/pastSevenDaysBySubcontractor） */
export const getPast7DaysWorkforceBySubcontractorKey: KeyFn<'getPast7DaysWorkforceBySubcontractor', WorkforceQueryParams['getPast7DaysWorkforceBySubcontractor']> = /* @__PURE__ */ keyer('getPast7DaysWorkforceBySubcontractor');
/** 查询选项（useQuery、fetchQuery）：近 7 天出勤人数（按分包单位）（POST /duty/workforceAnalytics/pastSevenDaysBySubcontractor） */
export const getPast7DaysWorkforceBySubcontractorQueryOptions: QueryFn<'getPast7DaysWorkforceBySubcontractor', WorkforceQueryParams['getPast7DaysWorkforceBySubcontractor'], OpResult<operations['getPast7DaysWorkforceBySubcontractor']>> = /* @__PURE__ */ reader('getPast7DaysWorkforceBySubcontractor', 'POST /duty/workforceAnalytics/pastSevenDaysBySubcontractor');

/** 键 `['getPast24HoursWorkforceByArea', 参数]`：近 24 小时在场人数（按区域）（POST /duty/workforceAnalytics/pastTwentyFourHoursByArea） */
export const getPast24HoursWorkforceByAreaKey: KeyFn<'getPast24HoursWorkforceByArea', WorkforceQueryParams['getPast24HoursWorkforceByArea']> = /* @__PURE__ */ keyer('getPast24HoursWorkforceByArea');
/** 查询选项（useQuery、fetchQuery）：近 24 小时在场人数（按区域）（POST /duty/workforceAnalytics/pastTwentyFourHoursByArea） */
export const getPast24HoursWorkforceByAreaQueryOptions: QueryFn<'getPast24HoursWorkforceByArea', WorkforceQueryParams['getPast24HoursWorkforceByArea'], OpResult<operations['getPast24HoursWorkforceByArea']>> = /* @__PURE__ */ reader('getPast24HoursWorkforceByArea', 'POST /duty/workforceAnalytics/pastTwentyFourHoursByArea');

/** 键 `['listPast7DaysWorkforce', 参数]`：近 7 天劳动力统计（GET /duty/workforceAnalytics/statisticsInThePastSevenDays） */
export const listPast7DaysWorkforceKey: KeyFnOpt<'listPast7DaysWorkforce', WorkforceQueryParams['listPast7DaysWorkforce']> = /* @__PURE__ */ keyer('listPast7DaysWorkforce');
/** 查询选项（useQuery、fetchQuery）：近 7 天劳动力统计（GET /duty/workforceAnalytics/statisticsInThePastSevenDays） */
export const listPast7DaysWorkforceQueryOptions: QueryFnOpt<'listPast7DaysWorkforce', WorkforceQueryParams['listPast7DaysWorkforce'], OpResult<operations['listPast7DaysWorkforce']>> = /* @__PURE__ */ reader('listPast7DaysWorkforce', 'GET /duty/workforceAnalytics/statisticsInThePastSevenDays');

/** 键 `['listPast24HoursWorkforce', 参数]`：近 24 小时在场人数（GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHours） */
export const listPast24HoursWorkforceKey: KeyFnOpt<'listPast24HoursWorkforce', WorkforceQueryParams['listPast24HoursWorkforce']> = /* @__PURE__ */ keyer('listPast24HoursWorkforce');
/** 查询选项（useQuery、fetchQuery）：近 24 小时在场人数（GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHours） */
export const listPast24HoursWorkforceQueryOptions: QueryFnOpt<'listPast24HoursWorkforce', WorkforceQueryParams['listPast24HoursWorkforce'], OpResult<operations['listPast24HoursWorkforce']>> = /* @__PURE__ */ reader('listPast24HoursWorkforce', 'GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHours');

/** 键 `['getPast24HoursWorkforceBySubcontractor', 参数]`：近 24 小时在场人数（按分包单位）（GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHoursBySubcontractor） */
export const getPast24HoursWorkforceBySubcontractorKey: KeyFnOpt<'getPast24HoursWorkforceBySubcontractor', WorkforceQueryParams['getPast24HoursWorkforceBySubcontractor']> = /* @__PURE__ */ keyer('getPast24HoursWorkforceBySubcontractor');
/** 查询选项（useQuery、fetchQuery）：近 24 小时在场人数（按分包单位）（GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHoursBySubcontractor） */
export const getPast24HoursWorkforceBySubcontractorQueryOptions: QueryFnOpt<'getPast24HoursWorkforceBySubcontractor', WorkforceQueryParams['getPast24HoursWorkforceBySubcontractor'], OpResult<operations['getPast24HoursWorkforceBySubcontractor']>> = /* @__PURE__ */ reader('getPast24HoursWorkforceBySubcontractor', 'GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHoursBySubcontractor');

/** 键 `['listSubcontractorWorkforceSituation', 参数]`：分包单位劳动力情况（GET /duty/workforceAnalytics/subcontractorWorkforceSituation） */
export const listSubcontractorWorkforceSituationKey: KeyFnOpt<'listSubcontractorWorkforceSituation', WorkforceQueryParams['listSubcontractorWorkforceSituation']> = /* @__PURE__ */ keyer('listSubcontractorWorkforceSituation');
/** 查询选项（useQuery、fetchQuery）：分包单位劳动力情况（GET /duty/workforceAnalytics/subcontractorWorkforceSituation） */
export const listSubcontractorWorkforceSituationQueryOptions: QueryFnOpt<'listSubcontractorWorkforceSituation', WorkforceQueryParams['listSubcontractorWorkforceSituation'], OpResult<operations['listSubcontractorWorkforceSituation']>> = /* @__PURE__ */ reader('listSubcontractorWorkforceSituation', 'GET /duty/workforceAnalytics/subcontractorWorkforceSituation');

/** 键 `['listSubcontractorWorkforceByTeam', 参数]`：分包单位劳动力（按班组）（GET /duty/workforceAnalytics/subcontractorWorkforceSituationByTeam） */
export const listSubcontractorWorkforceByTeamKey: KeyFnOpt<'listSubcontractorWorkforceByTeam', WorkforceQueryParams['listSubcontractorWorkforceByTeam']> = /* @__PURE__ */ keyer('listSubcontractorWorkforceByTeam');
/** 查询选项（useQuery、fetchQuery）：分包单位劳动力（按班组）（GET /duty/workforceAnalytics/subcontractorWorkforceSituationByTeam） */
export const listSubcontractorWorkforceByTeamQueryOptions: QueryFnOpt<'listSubcontractorWorkforceByTeam', WorkforceQueryParams['listSubcontractorWorkforceByTeam'], OpResult<operations['listSubcontractorWorkforceByTeam']>> = /* @__PURE__ */ reader('listSubcontractorWorkforceByTeam', 'GET /duty/workforceAnalytics/subcontractorWorkforceSituationByTeam');

/** 键 `['listSubcontractorWorkforceByWorkType', 参数]`：分包单位劳动力（按工种）（GET /duty/workforceAnalytics/subcontractorWorkforceSituationByWorkType） */
export const listSubcontractorWorkforceByWorkTypeKey: KeyFnOpt<'listSubcontractorWorkforceByWorkType', WorkforceQueryParams['listSubcontractorWorkforceByWorkType']> = /* @__PURE__ */ keyer('listSubcontractorWorkforceByWorkType');
/** 查询选项（useQuery、fetchQuery）：分包单位劳动力（按工种）（GET /duty/workforceAnalytics/subcontractorWorkforceSituationByWorkType） */
export const listSubcontractorWorkforceByWorkTypeQueryOptions: QueryFnOpt<'listSubcontractorWorkforceByWorkType', WorkforceQueryParams['listSubcontractorWorkforceByWorkType'], OpResult<operations['listSubcontractorWorkforceByWorkType']>> = /* @__PURE__ */ reader('listSubcontractorWorkforceByWorkType', 'GET /duty/workforceAnalytics/subcontractorWorkforceSituationByWorkType');

/** 键 `['getSubcontractorWorkforceTrend', 参数]`：分包单位劳动力月度趋势（POST /duty/workforceAnalytics/subcontractorWorkforceTrend） */
export const getSubcontractorWorkforceTrendKey: KeyFn<'getSubcontractorWorkforceTrend', WorkforceQueryParams['getSubcontractorWorkforceTrend']> = /* @__PURE__ */ keyer('getSubcontractorWorkforceTrend');
/** 查询选项（useQuery、fetchQuery）：分包单位劳动力月度趋势（POST /duty/workforceAnalytics/subcontractorWorkforceTrend） */
export const getSubcontractorWorkforceTrendQueryOptions: QueryFn<'getSubcontractorWorkforceTrend', WorkforceQueryParams['getSubcontractorWorkforceTrend'], OpResult<operations['getSubcontractorWorkforceTrend']>> = /* @__PURE__ */ reader('getSubcontractorWorkforceTrend', 'POST /duty/workforceAnalytics/subcontractorWorkforceTrend');

/** 键 `['listTeamWorkforceRanking', 参数]`：班组劳动力排名（日期区间）（POST /duty/workforceAnalytics/teamWorkforceRanking） */
export const listTeamWorkforceRankingKey: KeyFn<'listTeamWorkforceRanking', WorkforceQueryParams['listTeamWorkforceRanking']> = /* @__PURE__ */ keyer('listTeamWorkforceRanking');
/** 查询选项（useQuery、fetchQuery）：班组劳动力排名（日期区间）（POST /duty/workforceAnalytics/teamWorkforceRanking） */
export const listTeamWorkforceRankingQueryOptions: QueryFn<'listTeamWorkforceRanking', WorkforceQueryParams['listTeamWorkforceRanking'], OpResult<operations['listTeamWorkforceRanking']>> = /* @__PURE__ */ reader('listTeamWorkforceRanking', 'POST /duty/workforceAnalytics/teamWorkforceRanking');

/** 键 `['listWorkTypeWorkforceDistribution', 参数]`：工种劳动力分布（日期区间）（POST /duty/workforceAnalytics/workTypeWorkforceDistribution） */
export const listWorkTypeWorkforceDistributionKey: KeyFn<'listWorkTypeWorkforceDistribution', WorkforceQueryParams['listWorkTypeWorkforceDistribution']> = /* @__PURE__ */ keyer('listWorkTypeWorkforceDistribution');
/** 查询选项（useQuery、fetchQuery）：工种劳动力分布（日期区间）（POST /duty/workforceAnalytics/workTypeWorkforceDistribution） */
export const listWorkTypeWorkforceDistributionQueryOptions: QueryFn<'listWorkTypeWorkforceDistribution', WorkforceQueryParams['listWorkTypeWorkforceDistribution'], OpResult<operations['listWorkTypeWorkforceDistribution']>> = /* @__PURE__ */ reader('listWorkTypeWorkforceDistribution', 'POST /duty/workforceAnalytics/workTypeWorkforceDistribution');

/** 键 `['getSalaryAreaTree', 参数]`：工资分析地区树（GET /pc/bda/salary/area/select/tree） */
export const getSalaryAreaTreeKey: KeyFnOpt<'getSalaryAreaTree', WorkforceQueryParams['getSalaryAreaTree']> = /* @__PURE__ */ keyer('getSalaryAreaTree');
/** 查询选项（useQuery、fetchQuery）：工资分析地区树（GET /pc/bda/salary/area/select/tree） */
export const getSalaryAreaTreeQueryOptions: QueryFnOpt<'getSalaryAreaTree', WorkforceQueryParams['getSalaryAreaTree'], OpResult<operations['getSalaryAreaTree']>> = /* @__PURE__ */ reader('getSalaryAreaTree', 'GET /pc/bda/salary/area/select/tree');

/** 键 `['getSalaryBasicCollect', 参数]`：工资基础汇总（GET /pc/bda/salary/basic/collect） */
export const getSalaryBasicCollectKey: KeyFnOpt<'getSalaryBasicCollect', WorkforceQueryParams['getSalaryBasicCollect']> = /* @__PURE__ */ keyer('getSalaryBasicCollect');
/** 查询选项（useQuery、fetchQuery）：工资基础汇总（GET /pc/bda/salary/basic/collect） */
export const getSalaryBasicCollectQueryOptions: QueryFnOpt<'getSalaryBasicCollect', WorkforceQueryParams['getSalaryBasicCollect'], OpResult<operations['getSalaryBasicCollect']>> = /* @__PURE__ */ reader('getSalaryBasicCollect', 'GET /pc/bda/salary/basic/collect');

/** 键 `['listSalaryRangeDistribution', 参数]`：工资区间分布（GET /pc/bda/salary/basic/range/list） */
export const listSalaryRangeDistributionKey: KeyFnOpt<'listSalaryRangeDistribution', WorkforceQueryParams['listSalaryRangeDistribution']> = /* @__PURE__ */ keyer('listSalaryRangeDistribution');
/** 查询选项（useQuery、fetchQuery）：工资区间分布（GET /pc/bda/salary/basic/range/list） */
export const listSalaryRangeDistributionQueryOptions: QueryFnOpt<'listSalaryRangeDistribution', WorkforceQueryParams['listSalaryRangeDistribution'], OpResult<operations['listSalaryRangeDistribution']>> = /* @__PURE__ */ reader('listSalaryRangeDistribution', 'GET /pc/bda/salary/basic/range/list');

/** 键 `['listSalaryOutputByArea', 参数]`：工资发放（按地区）（GET /pc/bda/salary/output/arearange） */
export const listSalaryOutputByAreaKey: KeyFnOpt<'listSalaryOutputByArea', WorkforceQueryParams['listSalaryOutputByArea']> = /* @__PURE__ */ keyer('listSalaryOutputByArea');
/** 查询选项（useQuery、fetchQuery）：工资发放（按地区）（GET /pc/bda/salary/output/arearange） */
export const listSalaryOutputByAreaQueryOptions: QueryFnOpt<'listSalaryOutputByArea', WorkforceQueryParams['listSalaryOutputByArea'], OpResult<operations['listSalaryOutputByArea']>> = /* @__PURE__ */ reader('listSalaryOutputByArea', 'GET /pc/bda/salary/output/arearange');

/** 键 `['listSalaryOutputByDate', 参数]`：工资发放趋势（按月）（GET /pc/bda/salary/output/daterange） */
export const listSalaryOutputByDateKey: KeyFnOpt<'listSalaryOutputByDate', WorkforceQueryParams['listSalaryOutputByDate']> = /* @__PURE__ */ keyer('listSalaryOutputByDate');
/** 查询选项（useQuery、fetchQuery）：工资发放趋势（按月）（GET /pc/bda/salary/output/daterange） */
export const listSalaryOutputByDateQueryOptions: QueryFnOpt<'listSalaryOutputByDate', WorkforceQueryParams['listSalaryOutputByDate'], OpResult<operations['listSalaryOutputByDate']>> = /* @__PURE__ */ reader('listSalaryOutputByDate', 'GET /pc/bda/salary/output/daterange');

/** 键 `['listSalaryOutputByOrg', 参数]`：工资发放（按组织）（GET /pc/bda/salary/output/orgrange） */
export const listSalaryOutputByOrgKey: KeyFnOpt<'listSalaryOutputByOrg', WorkforceQueryParams['listSalaryOutputByOrg']> = /* @__PURE__ */ keyer('listSalaryOutputByOrg');
/** 查询选项（useQuery、fetchQuery）：工资发放（按组织）（GET /pc/bda/salary/output/orgrange） */
export const listSalaryOutputByOrgQueryOptions: QueryFnOpt<'listSalaryOutputByOrg', WorkforceQueryParams['listSalaryOutputByOrg'], OpResult<operations['listSalaryOutputByOrg']>> = /* @__PURE__ */ reader('listSalaryOutputByOrg', 'GET /pc/bda/salary/output/orgrange');

/** 键 `['listSalaryParamOptions', 参数]`：工资分析参数选项（GET /pc/bda/salary/params/select/list） */
export const listSalaryParamOptionsKey: KeyFnOpt<'listSalaryParamOptions', WorkforceQueryParams['listSalaryParamOptions']> = /* @__PURE__ */ keyer('listSalaryParamOptions');
/** 查询选项（useQuery、fetchQuery）：工资分析参数选项（GET /pc/bda/salary/params/select/list） */
export const listSalaryParamOptionsQueryOptions: QueryFnOpt<'listSalaryParamOptions', WorkforceQueryParams['listSalaryParamOptions'], OpResult<operations['listSalaryParamOptions']>> = /* @__PURE__ */ reader('listSalaryParamOptions', 'GET /pc/bda/salary/params/select/list');

/** 键 `['listSalaryWorkTypeOptions', 参数]`：工资分析工种下拉（GET /pc/bda/salary/worktype/select） */
export const listSalaryWorkTypeOptionsKey: KeyFnOpt<'listSalaryWorkTypeOptions', WorkforceQueryParams['listSalaryWorkTypeOptions']> = /* @__PURE__ */ keyer('listSalaryWorkTypeOptions');
/** 查询选项（useQuery、fetchQuery）：工资分析工种下拉（GET /pc/bda/salary/worktype/select） */
export const listSalaryWorkTypeOptionsQueryOptions: QueryFnOpt<'listSalaryWorkTypeOptions', WorkforceQueryParams['listSalaryWorkTypeOptions'], OpResult<operations['listSalaryWorkTypeOptions']>> = /* @__PURE__ */ reader('listSalaryWorkTypeOptions', 'GET /pc/bda/salary/worktype/select');
