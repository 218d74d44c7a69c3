// Request bodies of the fund screens, built from the list filters (strings in the address) and from the forms.
// Pure functions, no React, no SDK calls: the mock checks every body against the spec, so empty values are left out.
import type { components, paths } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { cents } from '@/domain/money';
import { amountOf, compact, enumOf, intOf, text } from '@/domain/filter-body';

type S = components['schemas'];
type JsonBody<P extends keyof paths> = paths[P] extends { post: { requestBody?: infer R } }
  ? NonNullable<R> extends { content: { 'application/json': infer B } }
    ? B
    : never
  : never;

const month = (value: string | undefined) => (value && /^\d{4}-\d{2}$/.test(value) ? value : undefined);
const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Exports send the whole filter: page 1 of at most 10000 rows (seed 000 §9 list cap). */
export const EXPORT_PAGE = { pageNum: 1, pageSize: 10000 } as const;

/** 累计发放, 资金来源确认, 工资支出确认 lists (WagesSalaryPageQuery; `allowed` are the list's status values). */
export function salaryFilter(
  f: FilterValues,
  allowedStatus: readonly number[],
): Omit<S['WagesSalaryPageQuery'], 'pageNum' | 'pageSize'> {
  return compact({
    projectId: intOf(f.projectId),
    projectName: text(f.projectName),
    period: month(f.period),
    status: enumOf(f.status, allowedStatus),
    type: intOf(f.type),
  });
}

/** 公对公支付 (page and export share the filter). */
export function publicPaymentFilter(f: FilterValues): S['WagesTroublePublicPaymentFilter'] {
  return compact({
    projectId: intOf(f.projectId),
    period: month(f.period),
    status: enumOf(f.status, [0, 1, 2, 3] as const),
    startDate: day(f.startDate),
    endDate: day(f.endDate),
  });
}

/** 工资流程任务. */
export function flowTaskFilter(f: FilterValues): Omit<S['WorkflowWageTaskQuery'], 'pageNum' | 'pageSize'> {
  return compact({
    projectId: intOf(f.projectId),
    period: month(f.period),
    businessType: enumOf(f.businessType, [1, 2, 3, 4, 5, 6, 7] as const),
    status: enumOf(f.status, [0, 1, 2, 3] as const),
  });
}

/** 基础配置. */
export function baseConfigFilter(f: FilterValues): Omit<JsonBody<'/star/baseConfig/page'>, 'pageNum' | 'pageSize'> {
  return compact({
    configLevel: enumOf(f.configLevel, [1, 2] as const),
    projectName: text(f.projectName),
  });
}

// ---------- 资金来源填报 ----------

export interface CapitalItemForm {
  sourceType: string;
  amount: string;
  payer: string;
  arriveDate: string;
  remark: string;
}
export interface CapitalForm {
  items: CapitalItemForm[];
  remark: string;
}

/** The sum of the sources and the gap left (本期需发放 − 合计; above 0 is a shortfall that needs a remark). */
export function capitalTotals(needAmount: number, items: readonly Pick<CapitalItemForm, 'amount'>[]) {
  const total = cents(items.reduce((sum, it) => sum + (amountOf(it.amount) ?? 0), 0));
  return { total, gap: cents(needAmount - total) };
}

export function capitalEditBody(id: number, form: CapitalForm, submit: boolean): S['WagesCapitaSourceEditBody'] {
  return compact({
    id,
    submit,
    remark: text(form.remark),
    items: form.items.map((it) =>
      compact({
        sourceType: enumOf(it.sourceType, [1, 2, 3, 4, 9] as const) ?? 9,
        amount: amountOf(it.amount) ?? 0,
        payer: text(it.payer),
        arriveDate: day(it.arriveDate),
        remark: text(it.remark),
      }),
    ),
  });
}

/** The form of a saved record: its items as typed text. */
export function capitalFormOf(detail: Pick<S['WagesCapitaSourceDetail'], 'items' | 'remark'>): CapitalForm {
  return {
    remark: detail.remark ?? '',
    items: (detail.items ?? []).map((it) => ({
      sourceType: String(it.sourceType),
      amount: String(it.amount),
      payer: it.payer ?? '',
      arriveDate: it.arriveDate ?? '',
      remark: it.remark ?? '',
    })),
  };
}

/** Uploaded files (fileUpload answers) as attachments of a record. */
export function fileInputsOf(files: readonly S['FileUrl'][], fileType: number): S['WagesSalaryFileInput'][] {
  return files.map((f) =>
    compact({ fileType, fileName: f.name || f.url.split('/').pop() || '附件', fileUrl: f.url, fileSize: f.size }),
  );
}

// ---------- 对公支付 ----------

export interface PublicPaymentForm {
  troubleCompanyId: string;
  amount: string;
  payDate: string;
  payerAccountName: string;
  payerBankName: string;
  payerAccountNo: string;
  payeeAccountId: string;
  remark: string;
}

export function publicSaveBody(
  form: PublicPaymentForm,
  files: readonly S['FileUrl'][],
  id: number | null,
): JsonBody<'/star/laborwagestrouble/company/public/save'> {
  return compact({
    id: id ?? undefined,
    troubleCompanyId: intOf(form.troubleCompanyId) ?? 0,
    amount: amountOf(form.amount) ?? 0,
    payDate: form.payDate,
    payerAccountName: form.payerAccountName.trim(),
    payerBankName: text(form.payerBankName),
    payerAccountNo: form.payerAccountNo.replace(/\s/g, ''),
    payeeAccountId: intOf(form.payeeAccountId),
    files: [...files],
    remark: text(form.remark),
  });
}

/** The form of a saved payment (修改). */
export function publicFormOf(p: S['WagesTroublePublicPayment']): PublicPaymentForm {
  return {
    troubleCompanyId: String(p.troubleCompanyId),
    amount: String(p.amount),
    payDate: p.payDate ?? '',
    payerAccountName: p.payerAccountName ?? '',
    payerBankName: p.payerBankName ?? '',
    payerAccountNo: p.payerAccountNo ?? '',
    payeeAccountId: '',
    remark: '',
  };
}

export interface PublicConfirmForm {
  result: '1' | '2';
  confirmAmount: string;
  opinion: string;
}

export function publicConfirmBody(
  payment: { id: number; proInstId: string },
  form: PublicConfirmForm,
): JsonBody<'/star/laborwagestrouble/company/public/payment'> {
  const result = form.result === '2' ? 2 : 1;
  return compact({
    id: payment.id,
    proInstId: payment.proInstId,
    result,
    confirmAmount: result === 1 ? amountOf(form.confirmAmount) : undefined,
    opinion: text(form.opinion),
  });
}

// ---------- 工资支出确认 ----------

export interface ExpConfirmForm {
  confirmStatus: '2' | '3';
  opinion: string;
  reason: string;
}

/** confirm (first decision) or updateconfirm (a correction, with its reason). */
export function expConfirmBody(
  company: { id: number; proInstId: string },
  form: ExpConfirmForm,
  correcting: boolean,
): S['WagesExpConfirmBody'] {
  return compact({
    id: company.id,
    proInstId: company.proInstId,
    confirmStatus: form.confirmStatus === '3' ? 3 : 2,
    opinion: text(form.opinion),
    reason: correcting ? text(form.reason) : undefined,
  });
}

// ---------- 基础配置 ----------

export interface BaseConfigForm {
  payDay: string;
  attendConfirmDay: string;
  payMode: string;
  wageAccountId: string;
  smsRemind: boolean;
  remindDaysBefore: string;
  troubleAutoCreate: boolean;
  landAreaCode: string;
}

export function baseConfigFormOf(c: S['WagesConfigBase']): BaseConfigForm {
  return {
    payDay: String(c.payDay),
    attendConfirmDay: String(c.attendConfirmDay),
    payMode: String(c.payMode),
    wageAccountId: c.wageAccountId ? String(c.wageAccountId) : '',
    smsRemind: Boolean(c.smsRemind),
    remindDaysBefore: String(c.remindDaysBefore ?? 0),
    troubleAutoCreate: Boolean(c.troubleAutoCreate),
    landAreaCode: c.landAreaCode ?? '',
  };
}

/** The edit body keeps the row's level, organisation and project; a project config without an account sends null. */
export function baseConfigEditBody(c: S['WagesConfigBase'], form: BaseConfigForm): JsonBody<'/star/baseConfig/edit'> {
  return {
    id: c.id,
    configLevel: c.configLevel,
    orgId: c.orgId,
    projectId: c.projectId ?? null,
    payDay: intOf(form.payDay) ?? c.payDay,
    attendConfirmDay: intOf(form.attendConfirmDay) ?? c.attendConfirmDay,
    payMode: enumOf(form.payMode, [1, 2, 3] as const) ?? c.payMode,
    wageAccountId: intOf(form.wageAccountId) ?? null,
    smsRemind: form.smsRemind,
    remindDaysBefore: form.smsRemind ? (intOf(form.remindDaysBefore) ?? 0) : 0,
    troubleAutoCreate: form.troubleAutoCreate,
    landAreaCode: text(form.landAreaCode) ?? null,
  };
}

/** A new configuration's scope as chosen in the 新增 dialog: an organisation default, or one project of it. */
export interface BaseConfigScope {
  configLevel: string;
  /** Organisation of an organisation default. */
  orgId: string;
  /** Project of a project configuration. */
  projectId: string;
}

/** A new configuration (add): a project configuration takes its organisation from the project (`projectOrg`). */
export function baseConfigAddBody(
  scope: BaseConfigScope,
  form: BaseConfigForm,
  projectOrg: (projectId: number) => number | undefined,
): JsonBody<'/star/baseConfig/add'> | null {
  const configLevel = enumOf(scope.configLevel, [1, 2] as const);
  const payDay = intOf(form.payDay);
  const attendConfirmDay = intOf(form.attendConfirmDay);
  const payMode = enumOf(form.payMode, [1, 2, 3] as const);
  if (!configLevel || !payDay || !attendConfirmDay || !payMode) return null;
  const projectId = configLevel === 2 ? intOf(scope.projectId) : undefined;
  const orgId = configLevel === 2 ? (projectId ? projectOrg(projectId) : undefined) : intOf(scope.orgId);
  if (orgId === undefined || (configLevel === 2 && projectId === undefined)) return null;
  return {
    configLevel,
    orgId,
    projectId: projectId ?? null,
    payDay,
    attendConfirmDay,
    payMode,
    wageAccountId: configLevel === 2 ? (intOf(form.wageAccountId) ?? null) : null,
    smsRemind: form.smsRemind,
    remindDaysBefore: form.smsRemind ? (intOf(form.remindDaysBefore) ?? 0) : 0,
    troubleAutoCreate: form.troubleAutoCreate,
    landAreaCode: text(form.landAreaCode) ?? null,
  };
}

/** The leaves of the land-area tree (区县) as options labelled with their path: 浙江省 / 杭州市 / 滨江区. */
export function areaLeafOptions(
  nodes: readonly S['TreeNode'][],
  path: readonly string[] = [],
): { value: string; label: string }[] {
  return nodes.flatMap((n) => {
    const here = [...path, n.label];
    if (n.children?.length) return areaLeafOptions(n.children, here);
    return n.uncontrol ? [] : [{ value: String(n.id), label: here.join(' / ') }];
  });
}
