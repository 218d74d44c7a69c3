// 切换项目 (seed 000 §7 POST /pc/org/project/change): a project-level user moves to another project. The answer is
// the new identity (token, project, role); like the identity switch it replaces the stored identity, drops every
// cached query (user info, menu, organisation tree) and reloads at /. A refusal (code ≠ 0) is a warning with msg.
import { toast } from 'sonner';
import { isSdkError } from '@site/sdk';
import { api } from '@/platform/api';
import { queryClient } from '@/platform/query-client';
import { session } from '@/platform/session-store';
import { toIdentity } from './identity';

export async function switchProject(projectId: number): Promise<boolean> {
  const current = session.get().identity;
  try {
    const env = await api.POST('/pc/org/project/change', { body: { project_id: projectId }, silent: true });
    const next = env.data;
    if (!next?.token) {
      toast.warning(env.msg || '切换失败', { duration: 1500 });
      return false;
    }
    session.setIdentity({
      ...toIdentity(next, current?.account ?? ''),
      // The list of identities to switch between stays the one from sign-in.
      identities_list: current?.identities_list ?? next.identities_list,
    });
    queryClient.clear();
    window.location.hash = '#/';
    window.location.reload();
    return true;
  } catch (e) {
    toast.warning(isSdkError(e) ? e.msg : '切换失败', { duration: 1500 });
    return false;
  }
}
