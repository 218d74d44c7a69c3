// 监督检查 (menu check/supervision; 001 §7.5 /pc/project/sup/check/*): branch and group safety supervision of
// projects — 下发 → 待回复 → 回复 → 待复核 → 复核通过 / 退回.
import { api } from '@/platform/api';
import { supervisionDetailQuery } from './check-queries';
import type { CheckCalls } from './project-check-calls';
import { ProjectCheckScreen } from './project-check-screen';

export const calls: CheckCalls = {
  key: 'pageSupervisionChecks',
  page: async (query, signal) => {
    const env = await api.GET('/pc/project/sup/check/page', { params: { query }, signal });
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  },
  exportFile: (query) => api.GET('/pc/project/sup/check/export', { params: { query } }),
  detail: supervisionDetailQuery,
  add: (body) => api.POST('/pc/project/sup/check/add', { body }),
  edit: (body) => api.POST('/pc/project/sup/check/edit', { body }),
  remove: (id) => api.POST('/pc/project/sup/check/del/{id}', { params: { path: { id } } }),
  reply: (body) => api.POST('/pc/project/sup/check/reply', { body }),
  verify: (body) => api.POST('/pc/project/sup/check/verify', { body }),
};

export default function SupervisionPage() {
  return <ProjectCheckScreen id="check-supervision" title="监督检查" noun="监督检查" calls={calls} />;
}
