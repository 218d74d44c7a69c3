import type { Identity } from '@/platform/session-store';

/** The login answer (seed 000 §3 identity fields) as the identity kept in session storage. */
export interface LoginAnswer {
  token: string;
  source: number;
  innerid: string;
  role_id: number;
  name?: string;
  project_id?: number;
  project_name?: string;
  xmid?: number;
  is_have_bim?: string;
  account?: string;
  user_innerid?: string;
  org_batch_id?: number;
  mobile?: string;
  identities_list?: Identity['identities_list'];
}

export function toIdentity(d: LoginAnswer, account: string): Identity {
  return {
    source: d.source,
    project_id: d.project_id ?? 0,
    project_name: d.project_name ?? '',
    innerid: d.innerid,
    xmid: d.xmid ?? 0,
    role_id: d.role_id,
    is_have_bim: d.is_have_bim ?? '',
    account: d.account ?? account,
    name: d.name ?? '',
    user_innerid: d.user_innerid ?? '',
    org_batch_id: d.org_batch_id ?? 0,
    mobile: d.mobile ?? '',
    token: d.token,
    identities_list: d.identities_list,
  };
}
