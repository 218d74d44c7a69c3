// The reads of the 网格化巡检 set-up screens (001 §7.5), one home each: a queryOptions factory per call
// (key = operation id + params). Writes stay in the screens, next to the toasts they show.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { orgSelectTreeQuery } from '@/session/org-tree-query';

export const gridRulesQuery = (body: { projectId?: number | undefined; ruleType?: number; enabled?: number }) =>
  queryOptions({
    queryKey: ['listGridRules', body],
    queryFn: ({ signal }) => api.POST('/grid/ginRuleList/list', { body, signal }),
    select: (env) => env.data ?? [],
  });

export const pointMenuQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['getGridPointMenu', { projectId }],
    queryFn: ({ signal }) => api.POST('/grid/ginGridPointList/menu', { body: { projectId }, signal }),
    select: (env) => env.data ?? [],
  });

export const pointDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getGridPoint', { id }],
    queryFn: ({ signal }) => api.POST('/grid/ginGridPointList/get', { body: { id }, signal }),
    select: (env) => env.data,
  });

export const pointPersonsQuery = (body: { projectId: number; pointId?: number; keyword?: string }) =>
  queryOptions({
    queryKey: ['listGridPointPersons', body],
    queryFn: ({ signal }) => api.POST('/grid/ginGridPointPersonList/listPerson', { body, signal }),
    select: (env) => env.data ?? [],
  });

export type AnalyseQuery = { projectId: number; areaId?: number; startDate: string; endDate: string };

export const pointOverviewQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['getGridPointAnalyseOverview', body],
    queryFn: ({ signal }) => api.POST('/grid/ginGridPointList/analyseOverview', { body, signal }),
    select: (env) => env.data,
  });

export const pointTrendQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['getGridPointAnalyseTrend', body],
    queryFn: ({ signal }) => api.POST('/grid/ginGridPointList/analyseTrend', { body, signal }),
    select: (env) => env.data,
  });

export const pointAreaStatsQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['listGridPointAnalyseByArea', body],
    queryFn: ({ signal }) => api.POST('/grid/ginGridPointList/analyseArea', { body, signal }),
    select: (env) => env.data ?? [],
  });

export const pointRiskStatsQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['listGridPointAnalyseByRisk', body],
    queryFn: ({ signal }) => api.POST('/grid/ginGridPointList/analyseRisk', { body, signal }),
    select: (env) => env.data ?? [],
  });

export const projectPointsQuery = (query: { project_id: number; keyword?: string }) =>
  queryOptions({
    queryKey: ['listProjectPointsV2', query],
    queryFn: ({ signal }) => api.GET('/pc/point/v2/list', { params: { query }, signal }),
    select: (env) => env.data ?? [],
  });

export const pointDeployInfoQuery = (pointId: number) =>
  queryOptions({
    queryKey: ['getPointDeployInfo', { pointId }],
    queryFn: ({ signal }) => api.GET('/pc/point/deploy/info', { params: { query: { point_id: pointId } }, signal }),
    select: (env) => env.data,
  });

export const checkDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getGridCheckDetail', { id }],
    queryFn: ({ signal }) => api.POST('/grid/ginCheckList/getDetail', { body: { id }, signal }),
    select: (env) => env.data,
  });

export const specialDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getGridSpecialCheck', { id }],
    queryFn: ({ signal }) => api.POST('/grid/ginCheckList/getSpecial', { body: { id }, signal }),
    select: (env) => env.data,
  });

/** The projects of the organisation tree (type 2 nodes), for screens that work on one project. */
export const gridProjectOptionsQuery = () =>
  queryOptions({
    ...orgSelectTreeQuery(),
    select: (nodes) => {
      const out: { value: string; label: string }[] = [];
      const walk = (list: typeof nodes) => {
        for (const n of list) {
          if (n.type === 2) out.push({ value: String(n.value), label: n.name });
          walk(n.children ?? []);
        }
      };
      walk(nodes);
      return out;
    },
  });
