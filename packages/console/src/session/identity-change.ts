// What a switch of identity (role, seed 000 §4; project, seed 000 §7) does with the server's answer: the new identity
// replaces the stored one (the list of identities to switch between stays the one from sign-in), every cached query
// goes (user info, menu with its active entry, organisation tree) and the console reloads at /. A refusal (no token)
// or a failed call is a warning with the server's msg.
import { toast } from 'sonner';
import { isSdkError } from '@site/sdk';
import { queryClient } from '@/platform/query-client';
import { session, type Identity } from '@/platform/session-store';
import { toIdentity, type LoginAnswer } from './identity';

export async function changeIdentity<T extends LoginAnswer>(
  call: () => Promise<{ data?: T | undefined; msg?: string | undefined }>,
  /** Fields of the answer that override what toIdentity reads (the identity switch takes them from its list). */
  adjust: (next: T) => Partial<Identity> = () => ({}),
): Promise<boolean> {
  const current = session.get().identity;
  try {
    const env = await call();
    const next = env.data;
    if (!next?.token) {
      toast.warning(env.msg || '切换失败', { duration: 1500 });
      return false;
    }
    session.setIdentity({
      ...toIdentity(next, current?.account ?? ''),
      ...adjust(next),
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
