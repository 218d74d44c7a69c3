// 企业检查 (menu check/corp; 001 §7.5 /pc/project/corp/check/*): the company's safety inspections of its projects —
// 下发 → 待回复 → 回复 → 待复核 → 复核通过 / 退回.
import { api } from '@/platform/api';
import { corpDetailQuery } from './check-queries';
import type { CheckCalls } from './project-check-calls';
import { ProjectCheckScreen } from './project-check-screen';

const calls: CheckCalls = {
  key: 'pageCorpChecks',
  page: async (query, signal) => {
    const env = await api.GET('/pc/project/corp/check/page', { params: { query }, signal });
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  },
  exportFile: (query) => api.GET('/pc/project/corp/check/export', { params: { query } }),
  detail: corpDetailQuery,
  add: (body) => api.POST('/pc/project/corp/check/add', { body }),
  edit: (body) => api.POST('/pc/project/corp/check/edit', { body }),
  remove: (id) => api.POST('/pc/project/corp/check/del/{id}', { params: { path: { id } } }),
  reply: (body) => api.POST('/pc/project/corp/check/reply', { body }),
  verify: (body) => api.POST('/pc/project/corp/check/verify', { body }),
};

export default function CorpCheckPage() {
  return <ProjectCheckScreen id="check-corp" title="企业检查" noun="企业检查" calls={calls} />;
}
