// Pure rules of 法务服务 (001 §7.9): status and type tables, the account body, the court of a case number,
// quarters, and paging of the unpaged lookups.
import { tags } from '@site/sdk';

/** 账号状态：0 停用，1 启用. */
export { ENABLED_STATUS as ACCOUNT_STATUS } from '@/domain/enabled-status';

export const ORG_TYPE = tags.LegalOrg.orgType;

export const DATA_SCOPE: Record<number, string> = {
  1: '全部数据',
  2: '本组织及下级',
  3: '本项目',
  4: '仅本人承办',
};

/** 庭审类型 (hearType) tones; the labels come from the server's hearTypeList. */
export const HEAR_TYPE = tags.LegalAccusedCaseOption.hearType;

export interface AccountFormValues {
  userId: string;
  orgId: string;
  account: string;
  userName: string;
  mobile: string;
  roleIds: string[];
  status: string;
}

/** A stored account as the form's values (编辑 starts from them, 停用/启用 sends them with the status flipped). */
export function accountValues(a: {
  userId?: number;
  orgId: number;
  account: string;
  userName: string;
  mobile?: string;
  roleIds?: number[];
  status: number;
}): AccountFormValues {
  return {
    userId: a.userId ? String(a.userId) : '',
    orgId: String(a.orgId),
    account: a.account,
    userName: a.userName,
    mobile: a.mobile ?? '',
    roleIds: (a.roleIds ?? []).map(String),
    status: String(a.status),
  };
}

export interface AccountBody {
  id?: number;
  userId?: number;
  account: string;
  userName: string;
  mobile: string;
  orgId: number;
  orgType?: 1 | 2 | 3;
  roleIds: number[];
  status: 0 | 1;
}

const asOrgType = (n: number | undefined): 1 | 2 | 3 | undefined => (n === 1 || n === 2 || n === 3 ? n : undefined);

/** The add/update body: numbers where the spec wants integers, optional fields left out when empty. */
export function accountBody(v: AccountFormValues, orgType: number | undefined, id?: number): AccountBody {
  const body: AccountBody = {
    account: v.account.trim(),
    userName: v.userName.trim(),
    mobile: v.mobile.trim(),
    orgId: Number(v.orgId),
    roleIds: v.roleIds.map(Number),
    status: v.status === '0' ? 0 : 1,
  };
  if (id !== undefined) body.id = id;
  if (v.userId) body.userId = Number(v.userId);
  const t = asOrgType(orgType);
  if (t) body.orgType = t;
  return body;
}

export interface CourtItem {
  dictLabel: string;
  dictValue: string;
}

/**
 * The court or arbitration body of a case number: 法院案号 carry the court code after the province,
 * e.g. (2026)浙0108民初4521号 → 0108; 劳动仲裁 numbers (劳人仲) map to the LDZC entry.
 */
export function courtOf(caseNo: string, courts: readonly CourtItem[]): string | undefined {
  if (/劳人仲|仲案/.test(caseNo)) return courts.find((c) => c.dictValue === 'LDZC')?.dictLabel;
  const m = /\)\D(\d{2,4})[民刑行执]/.exec(caseNo.replace(/（/g, '(').replace(/）/g, ')'));
  if (!m?.[1]) return undefined;
  const code = m[1];
  return courts.find((c) => c.dictValue === code)?.dictLabel;
}

/** The last `count` quarters (YYYY-Qn), newest first. */
export function recentQuarters(now: Date, count = 8): string[] {
  let y = now.getFullYear();
  let q = Math.floor(now.getMonth() / 3) + 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(`${y}-Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      y -= 1;
    }
  }
  return out;
}

/** Keeps rows whose name contains `part` (trimmed; empty keeps all). */
export function nameContains<T>(rows: readonly T[], name: (row: T) => string | undefined, part?: string): T[] {
  const p = part?.trim();
  return p ? rows.filter((r) => (name(r) ?? '').includes(p)) : [...rows];
}

/** Days from `now` to a 'YYYY-MM-DD HH:mm:ss' time (calendar days; negative when past). */
export function daysUntil(time: string | null | undefined, now: Date): number | undefined {
  if (!time) return undefined;
  const d = new Date(`${time.slice(0, 10)}T00:00:00`);
  if (Number.isNaN(d.getTime())) return undefined;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((d.getTime() - today.getTime()) / 86_400_000);
}

export interface MenuNode {
  id: number | string;
  label: string;
  uncontrol?: boolean;
  children?: MenuNode[];
}

/** Whether an organisation level may use a legal menu node: uncontrol nodes only at company level (orgType 1). */
export function menuAllowed(node: MenuNode, orgType: number | undefined): boolean {
  return !node.uncontrol || orgType === 1;
}
