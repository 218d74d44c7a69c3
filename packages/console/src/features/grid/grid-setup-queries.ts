// The reads of the 网格化巡检 set-up screens (001 §7.5), one home each: a queryOptions factory per call
// (key = operation id + params). Writes stay in the screens, next to the toasts they show.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import {
  getGridCheckDetailQueryOptions,
  getGridPointAnalyseOverviewQueryOptions,
  getGridPointAnalyseTrendQueryOptions,
  getGridPointMenuQueryOptions,
  getGridPointQueryOptions,
  getGridSpecialCheckQueryOptions,
  getPointDeployInfoQueryOptions,
  listGridPointAnalyseByAreaQueryOptions,
  listGridPointAnalyseByRiskQueryOptions,
  listGridPointPersonsQueryOptions,
  listGridRulesQueryOptions,
  listProjectPointsV2QueryOptions,
} from '@site/sdk/query/grid';

export const gridRulesQuery = (body: { projectId?: number | undefined; ruleType?: number; enabled?: number }) =>
  queryOptions({
    ...listGridRulesQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });

export const pointMenuQuery = (projectId: number) =>
  queryOptions({
    ...getGridPointMenuQueryOptions(api, { body: { projectId } }),
    select: (env) => env.data ?? [],
  });

export const pointDetailQuery = (id: number) =>
  queryOptions({
    ...getGridPointQueryOptions(api, { body: { id } }),
    select: (env) => env.data,
  });

export const pointPersonsQuery = (body: { projectId: number; pointId?: number; keyword?: string }) =>
  queryOptions({
    ...listGridPointPersonsQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });

export type AnalyseQuery = { projectId: number; areaId?: number; startDate: string; endDate: string };

export const pointOverviewQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...getGridPointAnalyseOverviewQueryOptions(api, { body }),
    select: (env) => env.data,
  });

export const pointTrendQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...getGridPointAnalyseTrendQueryOptions(api, { body }),
    select: (env) => env.data,
  });

export const pointAreaStatsQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...listGridPointAnalyseByAreaQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });

export const pointRiskStatsQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...listGridPointAnalyseByRiskQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });

export const projectPointsQuery = (query: { project_id: number; keyword?: string }) =>
  queryOptions({
    ...listProjectPointsV2QueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? [],
  });

export const pointDeployInfoQuery = (pointId: number) =>
  queryOptions({
    ...getPointDeployInfoQueryOptions(api, { params: { query: { point_id: pointId } } }),
    select: (env) => env.data,
  });

export const checkDetailQuery = (id: number) =>
  queryOptions({
    ...getGridCheckDetailQueryOptions(api, { body: { id } }),
    select: (env) => env.data,
  });

export const specialDetailQuery = (id: number) =>
  queryOptions({
    ...getGridSpecialCheckQueryOptions(api, { body: { id } }),
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
