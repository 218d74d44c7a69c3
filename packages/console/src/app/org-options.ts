// Pickers that several areas share (所属企业, 项目): one queryOptions home each, so every screen reads the same cache.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from './api';

const LONG = 10 * 60_000;

/** 参建企业下拉 (所属企业). */
export const corpOptionsQuery = () =>
  queryOptions({
    queryKey: ['listOrgCorpOptions'],
    queryFn: ({ signal }) => api.GET('/pc/org/corp/select', { signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: LONG,
  });

/** The projects the identity manages, as picker options (first 100). */
export const projectOptionsQuery = () =>
  queryOptions({
    queryKey: ['pageOrgProjects', 'options'],
    queryFn: ({ signal }) => api.GET('/pc/project/page', { params: { query: { pageNum: 1, pageSize: 100 } }, signal }),
    select: (env) => {
      const list: components['schemas']['OrgProject'][] = env.data?.list ?? [];
      return list.map((p) => ({ value: String(p.project_id), label: p.project_name }));
    },
    staleTime: LONG,
  });
