// 切换项目 (seed 000 §7 POST /pc/org/project/change): a project-level user moves to another project. The answer is
// the new identity (token, project, role); like the identity switch it replaces the stored identity, drops every
// cached query (user info, menu, organisation tree) and reloads at /. A refusal (code ≠ 0) is a warning with msg
// (identity-change.ts).
import { api } from '@/platform/api';
import { changeIdentity } from './identity-change';

export function switchProject(projectId: number): Promise<boolean> {
  return changeIdentity(() => api.POST('/pc/org/project/change', { body: { project_id: projectId }, silent: true }));
}
