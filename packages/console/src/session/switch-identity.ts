// Project or role switch (seed 000 §4): a second login for the chosen innerid replaces the stored identity, role id
// and active menu, clears the cached organisation tree, and reloads at /.
import { toast } from 'sonner';
import { isSdkError } from '@site/sdk';
import { api } from '@/platform/api';
import { queryClient } from '@/platform/query-client';
import { session } from '@/platform/session-store';
import { toIdentity } from './identity';

export async function switchIdentity(innerid: string): Promise<boolean> {
  const current = session.get().identity;
  try {
    const env = await api.POST('/pc/account/change/identities', { body: { innerid }, silent: true });
    const next = env.data;
    if (!next?.token) {
      toast.warning(env.msg || '切换失败', { duration: 1500 });
      return false;
    }
    // identities_list[0] is the new identity; the list to switch between stays the one from sign-in.
    const first = next.identities_list?.[0];
    session.setIdentity({
      ...toIdentity(next, current?.account ?? ''),
      source: first?.source ?? next.source,
      xmid: first?.xmid ?? next.xmid ?? 0,
      role_id: first?.role_id ?? next.role_id,
      identities_list: current?.identities_list ?? next.identities_list,
    });
    queryClient.clear(); // user info, menu (active menu) and the cached organisation tree
    window.location.hash = '#/';
    window.location.reload();
    return true;
  } catch (e) {
    toast.warning(isSdkError(e) ? e.msg : '切换失败', { duration: 1500 });
    return false;
  }
}
