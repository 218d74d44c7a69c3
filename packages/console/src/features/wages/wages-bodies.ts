// Request bodies of the wage screens, built from the list filters (strings in the address) and from the forms.
// Pure functions, no React, no SDK calls: the mock checks every body against the spec, so empty values are left out.
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { compact, enumOf, intOf } from '@/domain/filter-body';
import { formText } from '@/domain/form-values';
import { monthRange } from './trouble-bodies';

type S = components['schemas'];

/** 工资专户台账 (page and export share the filter). */
export function accountFilter(f: FilterValues): S['WagesLedgerAccountFilter'] {
  return compact({
    projectId: intOf(f.projectId),
    bankName: formText(f.bankName),
    status: enumOf(f.status, [1, 2, 3] as const),
  });
}

/** 保证金台账. */
export function depositFilter(f: FilterValues): S['WagesLedgerDepositFilter'] {
  return compact({
    projectId: intOf(f.projectId),
    depositType: enumOf(f.depositType, [1, 2, 3, 4] as const),
    status: enumOf(f.status, [1, 2, 3, 4] as const),
    expireBefore: formText(f.expireBefore),
  });
}

/** 核心数据: a period range; one chosen month alone means just that month. */
export function coreDataFilter(f: FilterValues): S['WagesLedgerCoreDataFilter'] {
  return compact({
    projectId: intOf(f.projectId),
    ...monthRange(f),
    lockStatus: enumOf(f.lockStatus, [0, 1] as const),
  });
}

/** 问题工资 (page and export share the filter). */
export function troubleFilter(f: FilterValues): S['WagesTroubleFilter'] {
  return compact({
    projectId: intOf(f.projectId),
    period: formText(f.period),
    troubleType: enumOf(f.troubleType, [1, 2, 3, 4] as const),
    status: enumOf(f.status, [0, 1, 2, 3] as const),
    keyword: formText(f.keyword),
  });
}

/** 锁定核心数据: one month, for the chosen projects (none: all projects of the organisation). */
export function lockBody(period: string, projectIds?: readonly number[]) {
  return compact({ period, projectIds: projectIds?.length ? [...projectIds] : undefined });
}

export interface SmsReceiverForm {
  projectId: string;
  receiverName: string;
  mobile: string;
  position: string;
  receiverType: string;
  receiveTypes: string[];
  enabled: boolean;
}

/** 新增 / 修改短信接收人: the form's strings as the spec's types. */
export function smsReceiverBody(v: SmsReceiverForm): S['WagesConfigSmsReceiverInput'] {
  return compact({
    projectId: Number(v.projectId),
    receiverName: v.receiverName.trim(),
    mobile: v.mobile.trim(),
    position: formText(v.position),
    receiverType: enumOf(v.receiverType, [1, 2, 3] as const),
    receiveTypes: v.receiveTypes
      .map((t) => enumOf(t, [1, 2, 3, 4, 5] as const))
      .filter((t): t is 1 | 2 | 3 | 4 | 5 => t !== undefined)
      .sort((a, b) => a - b),
    status: v.enabled ? 1 : 0,
  });
}

export interface LandAreaForm {
  id: string;
  areaName: string;
  supervisorDept: string;
  contactName: string;
  contactPhone: string;
  sort: string;
  enabled: boolean;
}

type AreaLevel = 1 | 2 | 3;

/** Where an area sits: its parent (null for a province) and its level. */
export interface AreaPlace {
  parentId: number | null;
  level: AreaLevel;
}

/** A new area under `parent` (a province when there is none): one level below it, at most 区县. */
export function childPlace(parent: { id: number; level: number } | null): AreaPlace {
  return {
    parentId: parent ? parent.id : null,
    level: Math.min(3, Math.max(1, (parent?.level ?? 0) + 1)) as AreaLevel,
  };
}

/** 新增 / 修改属地: the form's strings as the spec's types, at `place`. */
export function landAreaBody(v: LandAreaForm, place: AreaPlace): S['WagesConfigLandAreaInput'] & { id: number } {
  return compact({
    id: Number(v.id),
    areaName: v.areaName.trim(),
    parentId: place.parentId,
    level: place.level,
    supervisorDept: formText(v.supervisorDept),
    contactName: formText(v.contactName),
    contactPhone: formText(v.contactPhone),
    sort: intOf(v.sort),
    status: v.enabled ? 1 : 0,
  });
}

export interface TroubleWorkerForm {
  troubleAmount: string;
  bankName: string;
  bankCardNo: string;
  failReason: string;
  remark: string;
}

/** 修改问题工资工人: the amount always; the bank card only when a new one was typed (the shown one is masked). */
export function troubleWorkerBody(id: number, v: TroubleWorkerForm) {
  return compact({
    id,
    troubleAmount: Math.round(Number(v.troubleAmount) * 100) / 100,
    bankName: formText(v.bankName),
    bankCardNo: formText(v.bankCardNo)?.replace(/\s+/g, ''),
    failReason: formText(v.failReason),
    remark: formText(v.remark),
  });
}

export interface TroubleCompanyForm {
  companyId: string;
  troubleAmount: string;
  contactName: string;
  contactPhone: string;
  remark: string;
}

/** The companies a trouble record's workers belong to (the choices of 新增责任单位), each once, in order. */
export function workerCompanies(
  workers: readonly { companyId?: number | null; companyName?: string | null }[],
): { value: string; label: string }[] {
  const seen = new Map<number, string>();
  for (const w of workers) if (w.companyId && !seen.has(w.companyId)) seen.set(w.companyId, w.companyName ?? '');
  return [...seen].map(([id, name]) => ({ value: String(id), label: name || String(id) }));
}

/** 新增 / 修改责任单位 (company/save, company/update with the row's id). */
export function troubleCompanyBody(troubleId: number, v: TroubleCompanyForm): S['WagesTroubleCompanyInput'] {
  return compact({
    troubleId,
    companyId: Number(v.companyId),
    troubleAmount: Math.round(Number(v.troubleAmount) * 100) / 100,
    contactName: formText(v.contactName),
    contactPhone: formText(v.contactPhone),
    remark: formText(v.remark),
  });
}

/** Totals of a trouble record's workers: how many, the trouble amount, what is confirmed and what is left. */
export function troubleTotals(
  workers: readonly { troubleAmount: number; handledAmount?: number; handleStatus: number }[],
): { count: number; trouble: number; handled: number; unhandled: number; done: number } {
  const cents = (n: number | undefined) => Math.round((n ?? 0) * 100);
  let trouble = 0;
  let handled = 0;
  let done = 0;
  for (const w of workers) {
    trouble += cents(w.troubleAmount);
    handled += cents(w.handledAmount);
    if (w.handleStatus === 2) done += 1;
  }
  return {
    count: workers.length,
    trouble: trouble / 100,
    handled: handled / 100,
    unhandled: (trouble - handled) / 100,
    done,
  };
}

/** An area as the form's strings (修改, and 修改名称 in the tree, which changes only the name). */
export function landAreaForm(area: S['WagesConfigLandArea']): LandAreaForm {
  return {
    id: String(area.id),
    areaName: area.areaName,
    supervisorDept: area.supervisorDept ?? '',
    contactName: area.contactName ?? '',
    contactPhone: area.contactPhone ?? '',
    sort: area.sort === undefined ? '' : String(area.sort),
    enabled: area.status !== 0,
  };
}
