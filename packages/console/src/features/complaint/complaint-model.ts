// The pure rules of 工人投诉 (001 §7.8, §4, §6): status tables with the spec's Chinese meanings, the handling
// actions a complaint allows (accept → deal or terminate; pass down to a lower level), the organisations a complaint
// can be passed down to, and the request bodies built from the forms.
import { labels, tags } from '@site/sdk';
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { formNumber as num, formText as text } from '@/domain/form-values';

type Schemas = components['schemas'];
export type ComplaintTask = Schemas['ComplaintTask'];
export type ComplaintLevelConfig = Schemas['ComplaintLevelConfig'];
export type TempRegister = Schemas['ComplaintTempRegister'];
export type OrgNode = Schemas['OrgSelectNode'];

/** 状态：0 待受理，1 处理中，2 已办结，3 已终止. */
export const COMPLAINT_STATUS = tags.ComplaintTask.status;

/** 投诉类型. */
export const COMPLAINT_TYPES: Readonly<Record<number, string>> = labels.ComplaintTask.complaintType;

/** 处理层级：1 项目，2 分公司，3 公司. */
export const LEVELS: Record<number, string> = { 1: '项目', 2: '分公司', 3: '公司' };

export const LEVEL_TAGS = tags.ComplaintTask.currentLevel;

/** 来源. */
export const SOURCES: Record<number, string> = { 1: '小程序扫码', 2: '投诉热线', 3: '现场登记', 4: '上级转办' };

/** 办结结果. */
export const DEAL_RESULTS: Record<number, string> = { 1: '已解决', 2: '部分解决', 3: '诉求不合理，已解释' };

/** 流转动作：1 提交投诉，2 受理，3 下发，4 办结，5 终止，6 超时上报. */
export const FLOW_ACTIONS = tags.ComplaintFlowRecord.action;

/** 临时人脸登记状态：0 待审核，1 已通过，2 已驳回，3 已过期. */
export const TEMP_STATUS = tags.ComplaintTempRegister.status;

export { optionsOf } from '@/lib/options';

/** The list query of 投诉列表 from the filters (snake_case, as the call asks). */
export function complaintListQuery(filters: FilterValues, page: number, size: number, projectId?: number) {
  return {
    pageNum: page,
    pageSize: size,
    project_id: projectId,
    keyword: text(filters.keyword),
    complaint_type: num(filters.complaint_type),
    status: num(filters.status),
    handle_level: num(filters.handle_level),
    start_date: text(filters.start_date),
    end_date: text(filters.end_date),
  };
}

/** The export query: the list's project, status and date range. */
export function complaintExportQuery(filters: FilterValues, projectId?: number) {
  return {
    project_id: projectId,
    status: num(filters.status),
    start_date: text(filters.start_date),
    end_date: text(filters.end_date),
  };
}

export interface HandleActions {
  accept: boolean;
  deal: boolean;
  terminate: boolean;
  passDown: boolean;
}

/**
 * What can be done with a complaint (001 §4: accept, deal, terminate, or pass down to a lower level). The task row of
 * the handling list says it for the current user; without one the status decides: 待受理 → 受理 or 终止;
 * 处理中 → 办结 or 终止; above project level it can also be passed down. Finished and terminated allow nothing.
 */
export function handleActions(
  status: number,
  level: number,
  task?: Pick<ComplaintTask, 'canAccept' | 'canDeal' | 'canPassDown'>,
): HandleActions {
  if (status === 2 || status === 3) return { accept: false, deal: false, terminate: false, passDown: false };
  if (task) {
    return {
      accept: Boolean(task.canAccept) && status === 0,
      deal: Boolean(task.canDeal) && status === 1,
      terminate: Boolean(task.canAccept) || Boolean(task.canDeal),
      passDown: Boolean(task.canPassDown) && level > 1,
    };
  }
  return { accept: status === 0, deal: status === 1, terminate: true, passDown: level > 1 };
}

/** A complaint goes down only: company → branch or project, branch → project. */
export const passDownLevels = (current: number): number[] => [2, 1].filter((l) => l < current);

export interface OrgOption {
  value: string;
  label: string;
}

/**
 * The organisations of a level in the organisation tree: level 3 the top batches (the company), level 2 the batches
 * under them (branches), level 1 the projects (type 2 nodes).
 */
export function orgsOfLevel(tree: readonly OrgNode[], level: number): OrgOption[] {
  const out: OrgOption[] = [];
  const walk = (nodes: readonly OrgNode[], depth: number) => {
    for (const n of nodes) {
      const matches = level === 1 ? n.type === 2 : n.type === 1 && depth === (level === 3 ? 0 : 1);
      if (matches) out.push({ value: String(n.value), label: n.name });
      if (n.children?.length) walk(n.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

/** Every node of the tree (company, branches and projects), indented by depth, for an organisation picker. */
export function allOrgs(tree: readonly OrgNode[]): OrgOption[] {
  const out: OrgOption[] = [];
  const walk = (nodes: readonly OrgNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ value: String(n.value), label: `${'\u3000'.repeat(depth)}${n.name}` });
      if (n.children?.length) walk(n.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

export interface DealForm {
  dealResult: string;
  dealContent: string;
  paidAmount: string;
}

/** Wage complaints (拖欠、克扣) record the amount paid after coordination. */
export const isWageComplaint = (type: number | undefined) => type === 1 || type === 2;

export function dealBody(id: number, form: DealForm, complaintType?: number): Schemas['ComplaintDealBody'] {
  const paid = isWageComplaint(complaintType) ? num(form.paidAmount) : undefined;
  return {
    id,
    dealResult: Number(form.dealResult) as 1 | 2 | 3,
    dealContent: form.dealContent.trim(),
    ...(paid === undefined ? {} : { paidAmount: Math.round(paid * 100) / 100 }),
  };
}

export interface PassDownForm {
  targetLevel: string;
  targetOrgId: string;
  deadline: string;
  comment: string;
}

/** datetime-local (YYYY-MM-DDTHH:mm) → YYYY-MM-DD HH:mm:ss. */
export const fromLocalDateTime = (v: string): string | undefined =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) ? `${v.slice(0, 10)} ${v.slice(11, 16)}:00` : undefined;

export function passDownBody(id: number, form: PassDownForm): Schemas['ComplaintPassDownBody'] {
  const deadline = fromLocalDateTime(form.deadline);
  return {
    id,
    targetLevel: Number(form.targetLevel) as 1 | 2 | 3,
    targetOrgId: Number(form.targetOrgId),
    ...(text(form.comment) ? { comment: form.comment.trim() } : {}),
    ...(deadline ? { deadline } : {}),
  };
}

export interface ConfigForm {
  positionIds: string[];
  timeLimitHours: string;
  autoEscalate: boolean;
  smsNotify: boolean;
}

export function configBody(config: ComplaintLevelConfig, form: ConfigForm): Schemas['ComplaintLevelConfigForm'] {
  return {
    ...(config.id ? { id: config.id } : {}),
    orgId: config.orgId,
    level: config.level,
    positionIds: form.positionIds.map(Number),
    timeLimitHours: Number(form.timeLimitHours),
    autoEscalate: form.autoEscalate,
    smsNotify: form.smsNotify,
  };
}

/** A temporary pass is approved for at most 7 days from its start. */
const MAX_TEMP_DAYS = 7;

/** Why an approval's 有效期止 is not acceptable, or null when it is. Dates are YYYY-MM-DD. */
export function validToProblem(validFrom: string | undefined, validTo: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validTo)) return '请选择有效期止';
  if (!validFrom) return null;
  if (validTo < validFrom) return '有效期止不能早于有效期起';
  const days = (Date.parse(validTo) - Date.parse(validFrom)) / 86_400_000;
  return days > MAX_TEMP_DAYS ? `临时通行最长 ${MAX_TEMP_DAYS} 天` : null;
}

/** The handling route of a complaint (seed 000 §2 fixed route /complaintTask). */
export const taskPath = (id: number) => `/complaintTask?id=${id}`;
