// What the legal lists share (法务账号, 法务用户, 被诉案件, 律师函): the 所属组织, 季度 and 承办人 filters, 承办人 kept
// client-side over an unpaged answer, and a row's 查看 that needs power bit 256.
import type { FilterValues } from '@/lib/list-params';
import type { FilterField } from '@/ui/filter-bar';
import { Button } from '@/ui/button';
import { pageSlice } from '@/ui/page-slice';
import { nameContains } from './legal-model';

export const orgFilter = (orgs: { orgId: number; orgName: string }[] | undefined): FilterField => ({
  name: 'orgId',
  label: '所属组织',
  type: 'select',
  options: (orgs ?? []).map((o) => ({ value: String(o.orgId), label: o.orgName })),
});

export const quarterFilter = (quarters: string[]): FilterField => ({
  name: 'quarterNo',
  label: '季度',
  type: 'select',
  options: quarters.map((q) => ({ value: q, label: q })),
});

export const handlerFilter = (handlers: { userName: string }[] | undefined): FilterField => ({
  name: 'personName',
  label: '承办人',
  type: 'select',
  options: (handlers ?? []).map((a) => ({ value: a.userName, label: a.userName })),
});

/** 关键字, 所属组织 and 季度 as the numberList calls of 被诉案件 and 律师函 take them (an empty filter is left out). */
export const numberListQuery = (f: FilterValues) => ({
  ...(f.keyword ? { keyword: f.keyword } : {}),
  ...(f.orgId ? { orgId: Number(f.orgId) } : {}),
  ...(f.quarterNo ? { quarterNo: f.quarterNo } : {}),
});

/** 承办人 is not a parameter of the call: kept client-side over the whole (unpaged) answer. */
export const handlerPage = <T extends { personName?: string }>(
  rows: readonly T[] | undefined,
  personName: string | undefined,
  page: number,
  size: number,
) =>
  pageSlice(
    nameContains(rows ?? [], (r) => r.personName, personName),
    page,
    size,
  );

/** 查看案件 / 查看函件 when the user has power bit 256 (showProtocol), else a dash. */
export function ProtocolAction({ allowed, label, onClick }: { allowed: boolean; label: string; onClick: () => void }) {
  return allowed ? (
    <Button size="sm" variant="link" onClick={onClick}>
      {label}
    </Button>
  ) : (
    <span className="text-muted">—</span>
  );
}
