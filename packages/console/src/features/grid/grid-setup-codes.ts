// The pure rules of the 网格化巡检 set-up screens (001 §7.5): 隐患库管理, 巡检规则, 网格点位, 点位部署, 检查清单 and
// 专项检查. Status tables with the Chinese meanings of the spec, form schemas with their messages, and the request
// bodies built from the forms. No React, no SDK calls.
import { tags } from '@site/sdk';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { type TagStyle } from '@/ui/status-tag';
import { TROUBLE_STATUS as HAZARD_STATUS } from '@/domain/hazard-codes';

type Schemas = components['schemas'];
export type GridCategoryItem = Schemas['GridCategoryItem'];
export type GridCategoryItemForm = Schemas['GridCategoryItemForm'];
export type GridRule = Schemas['GridRule'];
export type GridRuleForm = Schemas['GridRuleForm'];

const YELLOW = 'bg-yellow-50 text-yellow-700';

/** 检查项 / 规则 状态: 0 停用，1 启用. */
export { ENABLED_STATUS as ENABLED } from '@/domain/enabled-status';

/** 规则类型. */
export const RULE_TYPES = tags.GridRule.ruleType;

/** 巡检周期. */
export const CYCLES: Record<number, string> = { 1: '每日', 2: '每周', 3: '每月' };

/** 规则适用隐患等级 (0 全部). */
export const RULE_LEVELS: Record<number, string> = { 0: '全部隐患', 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' };

/** 点位风险等级. */
export const RISK_LEVELS: Record<number, TagStyle> = {
  1: { label: '低风险', tone: 'primary' },
  2: { label: '一般风险', className: YELLOW },
  3: { label: '较大风险', tone: 'warning' },
  4: { label: '重大风险', tone: 'danger' },
};

/** 点位状态. */
export const POINT_STATUS = tags.GridPoint.status;

/** 布设状态. */
export const DEPLOY_STATUS = tags.GridPoint.deployStatus;

/** 布设方式. */
export const DEPLOY_TYPES = tags.GridPointDeploy.deployType;

/** 点位职责. */
export const PERSON_TYPES = tags.GridPointPerson.personType;

/** 隐患状态 (3 reads 已闭环 on the set-up screens). */
export const TROUBLE_STATUS: Record<number, TagStyle> = { ...HAZARD_STATUS, 3: { label: '已闭环', tone: 'success' } };

/** 检查类型. */
export const CHECK_TYPES = tags.GridCheck.checkType;

export { optionsOf } from '@/lib/options';
export { SAFE_STATUS } from '@/domain/hazard-codes';
// 隐患等级 (the fallback when the server's level list has not answered); 检查状态 and 专项检查状态 (same values).
export { TROUBLE_LEVELS, SPECIAL_STATUS as CHECK_STATUS, SPECIAL_TYPES } from '@/domain/check-codes';

/** A filter value ('' or missing → not sent) as the integer the spec asks for. */
export const intOf = (value: string | undefined): number | undefined =>
  value === undefined || value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value);

/** 已检查 / 总数 as a rate in whole percent; no total → undefined. */
export function rateOf(done: number | undefined, total: number | undefined): number | undefined {
  if (!total) return undefined;
  return Math.round(((done ?? 0) / total) * 100);
}

// ——— 巡检规则

/** What a rule does, in one line: 每日 2 次 · 一般隐患 3 天内整改 · 到期前 24 小时提醒. */
export function ruleSummary(
  rule: Pick<GridRule, 'ruleType' | 'cycle' | 'times' | 'troubleLevel' | 'rectifyDays' | 'remindHours'>,
): string {
  switch (rule.ruleType) {
    case 1:
      return `${CYCLES[rule.cycle ?? 0] ?? '—'}巡检 ${rule.times ?? 0} 次`;
    case 2:
      return `${RULE_LEVELS[rule.troubleLevel ?? 0] ?? '—'} ${rule.rectifyDays ?? 0} 天内整改`;
    case 3:
      return `整改到期前 ${rule.remindHours ?? 0} 小时提醒`;
    default:
      return '—';
  }
}

export const optionalText = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));

export const ruleSchema = z
  .object({
    ruleName: z.string().check(z.trim(), z.minLength(1, '请输入规则名称'), z.maxLength(50, '规则名称最多50字')),
    ruleType: z.string().check(z.minLength(1, '请选择规则类型')),
    cycle: z.string(),
    times: z.string(),
    troubleLevel: z.string(),
    rectifyDays: z.string(),
    remindHours: z.string(),
    enabled: z.boolean(),
    remark: optionalText(200, '备注最多200字'),
  })
  .check(
    z.superRefine((v, ctx) => {
      const need = (ok: boolean, path: string, message: string) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [path], message, input: v });
      };
      const int = (s: string) => /^[1-9]\d{0,3}$/.test(s.trim());
      if (v.ruleType === '1') {
        need(v.cycle !== '', 'cycle', '请选择巡检周期');
        need(int(v.times), 'times', '请输入每周期巡检次数（正整数）');
      }
      if (v.ruleType === '2') {
        need(v.troubleLevel !== '', 'troubleLevel', '请选择适用隐患等级');
        need(int(v.rectifyDays), 'rectifyDays', '请输入整改时限（正整数天）');
      }
      if (v.ruleType === '3') need(int(v.remindHours), 'remindHours', '请输入提前提醒小时数（正整数）');
    }),
  );
export type RuleFormValues = z.infer<typeof ruleSchema>;

export function ruleFormOf(rule: GridRule | undefined): RuleFormValues {
  const n = (v: number | undefined) => (v ? String(v) : '');
  return {
    ruleName: rule?.ruleName ?? '',
    ruleType: rule ? String(rule.ruleType) : '',
    cycle: n(rule?.cycle),
    times: n(rule?.times),
    troubleLevel: rule?.ruleType === 2 ? String(rule.troubleLevel ?? 0) : '',
    rectifyDays: n(rule?.rectifyDays),
    remindHours: n(rule?.remindHours),
    enabled: rule ? rule.enabled === 1 : true,
    remark: rule?.remark ?? '',
  };
}

/** The add/edit body: only the fields of the chosen rule type are sent. */
export function ruleBody(v: RuleFormValues, options: { id?: number; projectId?: number | undefined }): GridRuleForm {
  const ruleType = Number(v.ruleType) as 1 | 2 | 3;
  return {
    ...(options.id ? { id: options.id } : {}),
    ...(options.projectId ? { projectId: options.projectId } : {}),
    ruleName: v.ruleName.trim(),
    ruleType,
    ...(ruleType === 1 ? { cycle: Number(v.cycle), times: Number(v.times) } : {}),
    ...(ruleType === 2 ? { troubleLevel: Number(v.troubleLevel), rectifyDays: Number(v.rectifyDays) } : {}),
    ...(ruleType === 3 ? { remindHours: Number(v.remindHours) } : {}),
    enabled: v.enabled ? 1 : 0,
    ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
  };
}

/** 启用 / 停用 a rule: the edit call with the rule as it is and the other state. */
export function toggleRuleBody(rule: GridRule, projectId?: number): GridRuleForm {
  return ruleBody({ ...ruleFormOf(rule), enabled: rule.enabled !== 1 }, { id: rule.id, projectId });
}

// ——— 隐患库检查项

export const itemSchema = z.object({
  categoryId: z.string().check(z.minLength(1, '请选择所属分类')),
  content: z.string().check(z.trim(), z.minLength(1, '请输入检查内容'), z.maxLength(500, '检查内容最多500字')),
  standard: optionalText(500, '检查标准最多500字'),
  basis: optionalText(200, '依据条款最多200字'),
  troubleLevel: z.string().check(z.minLength(1, '请选择隐患等级')),
  rectifyDays: z.string().check(
    z.trim(),
    z.refine((s) => s === '' || /^[1-9]\d{0,3}$/.test(s), '整改期限应为正整数天'),
  ),
  measure: optionalText(500, '整改措施最多500字'),
  enabled: z.boolean(),
});
export type ItemFormValues = z.infer<typeof itemSchema>;

export function itemFormOf(item: GridCategoryItem | undefined, categoryId: number | undefined): ItemFormValues {
  return {
    categoryId: item ? String(item.categoryId) : categoryId ? String(categoryId) : '',
    content: item?.content ?? '',
    standard: item?.standard ?? '',
    basis: item?.basis ?? '',
    troubleLevel: item ? String(item.troubleLevel) : '',
    rectifyDays: item?.rectifyDays ? String(item.rectifyDays) : '',
    measure: item?.measure ?? '',
    enabled: item ? item.status !== 0 : true,
  };
}

export function itemBody(v: ItemFormValues, id?: number): GridCategoryItemForm {
  const text = (s: string) => (s.trim() ? s.trim() : undefined);
  const body: GridCategoryItemForm = {
    categoryId: Number(v.categoryId),
    content: v.content.trim(),
    troubleLevel: Number(v.troubleLevel) as 1 | 2 | 3,
    status: v.enabled ? 1 : 0,
  };
  if (id) body.id = id;
  const standard = text(v.standard);
  if (standard) body.standard = standard;
  const basis = text(v.basis);
  if (basis) body.basis = basis;
  if (v.rectifyDays.trim()) body.rectifyDays = Number(v.rectifyDays);
  const measure = text(v.measure);
  if (measure) body.measure = measure;
  return body;
}

/** The file to import must be an Excel workbook. */
export const isSpreadsheet = (name: string) => /\.xlsx?$/i.test(name);

// ——— 专项检查

/** 启动: only a special check not yet started. */
export const canStartSpecial = (status: number) => status === 0;
/** 撤回: a special check not finished and not already backed out. */
export const canBackoutSpecial = (status: number) => status === 0 || status === 1;

export const backoutSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, '请输入撤回原因'), z.maxLength(200, '撤回原因最多200字')),
});
export type BackoutValues = z.infer<typeof backoutSchema>;

// ——— 隐患分类 (for the item form)

interface CategoryLike {
  id: number;
  label: string;
  uncontrol?: boolean;
  children?: readonly CategoryLike[];
}

/**
 * The categories an item can be filed under: the leaves of the tree (小类), labelled with their path
 * (大类 / 小类); disabled (uncontrol) categories are left out.
 */
export function leafCategoryOptions(tree: readonly CategoryLike[] | undefined, path: string[] = []) {
  const out: { value: string; label: string }[] = [];
  for (const c of tree ?? []) {
    if (c.uncontrol) continue;
    const here = [...path, c.label];
    if (c.children?.length) out.push(...leafCategoryOptions(c.children, here));
    else out.push({ value: String(c.id), label: here.join(' / ') });
  }
  return out;
}

/** Exports take the whole filtered list: the first page with the largest page size the spec allows. */
export const EXPORT_PAGING = { page: 1, limit: 10000 } as const;

export { namedSeriesRows as rowsOfSeries } from '@/domain/hazard-codes';
