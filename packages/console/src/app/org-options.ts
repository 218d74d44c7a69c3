// Pickers that several areas share (所属企业, 项目): one queryOptions home each, so every screen reads the same cache.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from './api';
import { listOrgCorpOptionsQueryOptions, pageOrgProjectsQueryOptions } from '@site/sdk/query/org';

const LONG = 10 * 60_000;

/** 参建企业下拉 (所属企业). */
export const corpOptionsQuery = () =>
  queryOptions({
    ...listOrgCorpOptionsQueryOptions(api),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: LONG,
  });

/** The projects the identity manages, as picker options (first 100). */
export const projectOptionsQuery = () =>
  queryOptions({
    ...pageOrgProjectsQueryOptions(api, { params: { query: { pageNum: 1, pageSize: 100 } } }),
    select: (env) => {
      const list: components['schemas']['OrgProject'][] = env.data?.list ?? [];
      return list.map((p) => ({ value: String(p.project_id), label: p.project_name }));
    },
    staleTime: LONG,
  });
