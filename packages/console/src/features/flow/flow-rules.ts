// 流程管理 (001 §7.10): status tables, the server's trees as tree-panel nodes and select options, and the bodies of
// the add and edit calls. Pure functions, no React, no SDK calls.
import { labels, tags } from '@site/sdk';
import type { components } from '@site/sdk';
import type { TreeId, TreeNode } from '@/lib/tree';
import { pageSlice } from '@/ui/page-slice';
import { type TagStyle } from '@/ui/status-tag';

type Schemas = components['schemas'];
export type FlowCategoryNode = Schemas['WorkflowCategoryNode'];
export type FlowCategory = Schemas['WorkflowCategory'];
export type FlowCategoryForm = Schemas['WorkflowCategoryForm'];
export type FlowConfig = Schemas['WorkflowConfig'];
export type FlowModule = Schemas['WorkflowModule'];
export type FlowConfigForm = Schemas['WorkflowConfigForm'];
export type FlowProcDef = Schemas['WorkflowProcDef'];
export type FlowProcDefDetail = Schemas['WorkflowProcDefDetail'];
export type FlowProcDefForm = Schemas['WorkflowProcDefForm'];
type FlowProcNode = Schemas['WorkflowProcNode'];
export type FlowFieldForm = Schemas['WorkflowFieldForm'];
export type FlowField = Schemas['WorkflowField'];
export type FlowForm = Schemas['WorkflowForm'];
export type FlowTreeNode = Schemas['TreeNode'];

export interface Option {
  value: string;
  label: string;
}

/** 流程定义状态：0 草稿，1 已发布，2 已停用. */
export const PROC_STATUS = tags.WorkflowProcDef.status;

/** 节点类型：1 发起，2 审批，3 抄送，4 条件分支，5 结束. */
export const NODE_TYPES = tags.WorkflowProcNode.nodeType;

/** 办理人类型：1 指定人员，2 岗位，3 角色，4 部门负责人，5 发起人自选，6 发起人本人. */
export const ASSIGNEE_TYPES: Readonly<Record<number, string>> = labels.WorkflowProcNode.assigneeType;

/** Assignee types whose node names who handles it (an id to choose); the others need none. */
export const ASSIGNEE_NEEDS_ID: readonly number[] = [1, 2, 3, 4];

/** 多人审批方式：1 或签，2 会签，3 依次审批. */
export const APPROVE_MODES: Readonly<Record<number, string>> = labels.WorkflowProcNode.approveMode;

/** 超时处理方式：0 不处理，1 短信提醒办理人，2 自动通过. */
export const TIMEOUT_ACTIONS: Record<number, string> = { 0: '不处理', 1: '短信提醒办理人', 2: '自动通过' };

/** 字段类型. */
export const FIELD_TYPES: Record<string, TagStyle> = {
  text: { label: '文本', tone: 'muted' },
  number: { label: '数字', tone: 'primary' },
  amount: { label: '金额', tone: 'warning' },
  date: { label: '日期', tone: 'success' },
  select: { label: '下拉', tone: 'primary' },
  file: { label: '附件', tone: 'muted' },
};

/** 岗位层级：1 项目，2 分公司，3 公司. */
export const POST_LEVELS = tags.WorkflowPost.level;

export { optionsOf } from '@/lib/options';

/** The category tree as tree-panel nodes; the record rides along as data. */
export function toCategoryNodes(nodes: readonly FlowCategoryNode[] | null | undefined): TreeNode<FlowCategoryNode>[] {
  return (nodes ?? []).map((c) => ({
    id: c.id,
    label: c.label,
    uncontrol: Boolean(c.uncontrol),
    children: toCategoryNodes(c.children),
    data: c,
  }));
}

/** A generic tree (组织、部门) as tree-panel nodes. */
export function toTreeNodes(nodes: readonly FlowTreeNode[] | null | undefined): TreeNode<FlowTreeNode>[] {
  return (nodes ?? []).map((n) => ({
    id: n.id,
    label: n.label,
    uncontrol: Boolean(n.uncontrol),
    children: toTreeNodes(n.children),
    data: n,
  }));
}

/** Any {id, label, children} tree flattened to select options, indented by depth (全角空格 so it shows). */
interface LabelledNode {
  id: TreeId;
  label: string;
  children?: readonly LabelledNode[] | undefined;
}

export function treeOptions(nodes: readonly LabelledNode[] | null | undefined) {
  const out: Option[] = [];
  const walk = (list: readonly LabelledNode[], depth: number) => {
    for (const n of list) {
      out.push({ value: String(n.id), label: `${'\u3000'.repeat(depth)}${n.label}` });
      if (n.children?.length) walk(n.children, depth + 1);
    }
  };
  walk(nodes ?? [], 0);
  return out;
}

/** 添加同级 / 添加下级 from the tree: top-level categories take parentId 0. */
export function addCategoryBody(parentId: TreeId | null, name: string): FlowCategoryForm {
  return { parentId: parentId === null ? 0 : Number(parentId), categoryName: name };
}

/** 修改名称 from the tree: the category keeps its parent, code and place; only the name changes. */
export function renameCategoryBody(category: FlowCategoryNode, name: string): FlowCategoryForm {
  return {
    id: category.id,
    parentId: category.parentId ?? 0,
    categoryName: name,
    ...(category.categoryCode ? { categoryCode: category.categoryCode } : {}),
    ...(category.sort !== undefined ? { sort: category.sort } : {}),
  };
}

/** The edit dialog's values (strings from the inputs) as the edit body. */
export function editCategoryBody(
  category: FlowCategory,
  v: { categoryName: string; categoryCode: string; sort: string; remark: string },
): FlowCategoryForm {
  return {
    id: category.id,
    parentId: category.parentId ?? 0,
    categoryName: v.categoryName.trim(),
    categoryCode: v.categoryCode.trim(),
    ...(v.sort.trim() ? { sort: Number(v.sort) } : {}),
    remark: v.remark.trim(),
  };
}

export interface ConfigValues {
  procDefId: string;
  enabled: boolean;
  smsNotify: boolean;
  autoApproveSameUser: boolean;
  timeoutHours: string;
  timeoutAction: string;
}

/** The config dialog's values for an existing config, or the defaults of a new one. */
export function configValues(config: FlowConfig | null | undefined): ConfigValues {
  return {
    procDefId: config?.procDefId ? String(config.procDefId) : '',
    enabled: config?.enabled ?? true,
    smsNotify: config?.smsNotify ?? true,
    autoApproveSameUser: config?.autoApproveSameUser ?? false,
    timeoutHours: String(config?.timeoutHours ?? 0),
    timeoutAction: String(config?.timeoutAction ?? 0),
  };
}

/** The add/edit body of 流程配置 (id only when editing). */
export function configBody(
  target: { orgId: number; moduleCode: string; id?: number | undefined },
  v: ConfigValues,
): FlowConfigForm {
  return {
    ...(target.id !== undefined ? { id: target.id } : {}),
    orgId: target.orgId,
    moduleCode: target.moduleCode,
    procDefId: Number(v.procDefId),
    enabled: v.enabled,
    smsNotify: v.smsNotify,
    autoApproveSameUser: v.autoApproveSameUser,
    timeoutHours: Number(v.timeoutHours || 0),
    timeoutAction: Number(v.timeoutAction) as 0 | 1 | 2,
  };
}

export interface NodeValues {
  nodeId: string;
  nodeName: string;
  nodeType: string;
  assigneeType: string;
  assigneeId: string;
  assigneeName: string;
  approveMode: string;
  conditionExpr: string;
}

export interface ProcDefValues {
  procKey: string;
  procName: string;
  categoryId: string;
  moduleCode: string;
  formId: string;
  status: string;
  remark: string;
  nodes: NodeValues[];
}

/** A new node at place `index` (0-based): an approval by a post, 或签. */
export const newNode = (index: number): NodeValues => ({
  nodeId: `N${index + 1}`,
  nodeName: '',
  nodeType: '2',
  assigneeType: '2',
  assigneeId: '',
  assigneeName: '',
  approveMode: '1',
  conditionExpr: '',
});

/** The dialog's values: from the definition being edited, or a new one (a start node by the applicant). */
export function procDefValues(def: FlowProcDefDetail | null | undefined): ProcDefValues {
  if (!def) {
    return {
      procKey: '',
      procName: '',
      categoryId: '',
      moduleCode: '',
      formId: '',
      status: '0',
      remark: '',
      nodes: [{ ...newNode(0), nodeName: '发起申请', nodeType: '1', assigneeType: '6' }, newNode(1)],
    };
  }
  return {
    procKey: def.procKey,
    procName: def.procName,
    categoryId: def.categoryId ? String(def.categoryId) : '',
    moduleCode: def.moduleCode ?? '',
    formId: def.formId ? String(def.formId) : '',
    status: String(def.status),
    remark: def.remark ?? '',
    nodes: [...(def.nodes ?? [])]
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((n) => ({
        nodeId: n.nodeId,
        nodeName: n.nodeName,
        nodeType: String(n.nodeType),
        assigneeType: n.assigneeType ? String(n.assigneeType) : '',
        assigneeId: n.assigneeIds?.[0] !== undefined ? String(n.assigneeIds[0]) : '',
        assigneeName: n.assigneeNames?.[0] ?? '',
        approveMode: n.approveMode ? String(n.approveMode) : '1',
        conditionExpr: n.conditionExpr ?? '',
      })),
  };
}

/** The add/edit body of 流程定义: nodes in order (sort from 1), an assignee only where the type names one. */
export function procDefBody(v: ProcDefValues, id?: number): FlowProcDefForm {
  return {
    ...(id !== undefined ? { id } : {}),
    procKey: v.procKey.trim(),
    procName: v.procName.trim(),
    categoryId: Number(v.categoryId),
    ...(v.moduleCode ? { moduleCode: v.moduleCode } : {}),
    ...(v.formId ? { formId: Number(v.formId) } : {}),
    status: Number(v.status) as 0 | 1 | 2,
    remark: v.remark.trim(),
    nodes: v.nodes.map((n, i) => {
      const type = n.assigneeType ? Number(n.assigneeType) : undefined;
      const named = type !== undefined && ASSIGNEE_NEEDS_ID.includes(type) && n.assigneeId !== '';
      const node: FlowProcNode = {
        nodeId: n.nodeId.trim() || `N${i + 1}`,
        nodeName: n.nodeName.trim(),
        nodeType: Number(n.nodeType) as FlowProcNode['nodeType'],
        assigneeIds: named ? [Number(n.assigneeId)] : [],
        assigneeNames: named && n.assigneeName ? [n.assigneeName] : [],
        approveMode: Number(n.approveMode || 1) as 1 | 2 | 3,
        conditionExpr: n.conditionExpr.trim() || null,
        sort: i + 1,
      };
      if (type !== undefined) node.assigneeType = type as NonNullable<FlowProcNode['assigneeType']>;
      return node;
    }),
  };
}

export interface FieldValues {
  fieldKey: string;
  fieldName: string;
  fieldType: string;
  required: boolean;
  conditionable: boolean;
  sort: string;
}

/** The add body of 表单字段. */
export function fieldBody(formId: number, v: FieldValues): FlowFieldForm {
  return {
    formId,
    fieldKey: v.fieldKey.trim(),
    fieldName: v.fieldName.trim(),
    fieldType: v.fieldType as FlowFieldForm['fieldType'],
    required: v.required,
    conditionable: v.conditionable,
    ...(v.sort.trim() ? { sort: Number(v.sort) } : {}),
  };
}

/** The next sort number after the fields already there. */
export const nextSort = (fields: readonly { sort?: number }[]): number =>
  fields.reduce((max, f) => Math.max(max, f.sort ?? 0), 0) + 1;

/** A page of an unpaged list filtered by keyword on some text fields (lists the server answers whole). */
export function pageOf<T>(
  rows: readonly T[],
  keyword: string | undefined,
  text: (row: T) => string,
  page: number,
  size: number,
) {
  const k = (keyword ?? '').trim().toLowerCase();
  const kept = k ? rows.filter((r) => text(r).toLowerCase().includes(k)) : [...rows];
  return pageSlice(kept, page, size);
}
