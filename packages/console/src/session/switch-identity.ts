// Project or role switch (seed 000 §4): a second login for the chosen innerid replaces the stored identity, role id
// and active menu, clears the cached organisation tree, and reloads at / (identity-change.ts).
import { api } from '@/platform/api';
import { changeIdentity } from './identity-change';

export function switchIdentity(innerid: string): Promise<boolean> {
  return changeIdentity(
    () => api.POST('/pc/account/change/identities', { body: { innerid }, silent: true }),
    // identities_list[0] is the new identity.
    (next) => {
      const first = next.identities_list?.[0];
      return {
        source: first?.source ?? next.source,
        xmid: first?.xmid ?? next.xmid ?? 0,
        role_id: first?.role_id ?? next.role_id,
      };
    },
  );
}
