// 检查管理 (001 §7.5 checks administration, §4 "Check: reply, then verify", "Special check: add, start, finish,
// back out"): status tables, which actions each state allows, project options from the organisation tree, and the
// request bodies of the forms. Pure functions, no React, no SDK calls.
import { tags } from '@site/sdk';
import type { components } from '@site/sdk';
import { type TagStyle } from '@/ui/status-tag';
import type { RowAction } from '@/ui/row-actions';

type Schemas = components['schemas'];
export type ProjectCheck = Schemas['GridProjectCheck'];
export type CheckProblem = Schemas['GridCheckProblem'];
export type CheckProblemForm = Schemas['GridCheckProblemForm'];
export type CheckFlowRecord = Schemas['GridCheckFlowRecord'];
export type PointCheck = Schemas['GridPointCheck'];
export type SpecialCheck = Schemas['GridProjectSpecialCheck'];
export type SpecialCheckDetail = Schemas['GridProjectSpecialCheckDetail'];
export type ReplyBody = Schemas['GridCheckReplyBody'];
export type VerifyBody = Schemas['GridCheckVerifyBody'];

/** 检查单状态 (GridProjectCheck.status; 0 only for point checks that passed). */
export const CHECK_STATUS: Record<number, TagStyle> = {
  0: { label: '无需整改', tone: 'muted' },
  1: { label: '待回复', tone: 'warning' },
  2: { label: '待复核', tone: 'primary' },
  3: { label: '复核通过', tone: 'success' },
  4: { label: '复核退回', tone: 'danger' },
};

/** The status filter of the check lists (the spec's enum 1–4). */
export const CHECK_STATUS_OPTIONS = [1, 2, 3, 4].map((v) => ({ value: String(v), label: CHECK_STATUS[v]!.label }));

export const POINT_RESULT = tags.GridPointCheck.check_result;

export const PROBLEM_VERIFY = tags.GridCheckProblem.verify_result;

export { optionsOf } from '@/lib/options';
export { TROUBLE_LEVELS as TROUBLE_LEVEL, SPECIAL_STATUS, SPECIAL_TYPES } from '@/domain/check-codes';

/** What a check in a state allows: edit and delete before any reply, reply while waiting for it, verify a reply. */
export function checkActions(status: number | undefined) {
  return {
    edit: status === 1,
    remove: status === 1,
    reply: status === 1 || status === 4,
    verify: status === 2,
  };
}

/** The row actions of a check that is replied to and verified (监督检查, 企业检查, 点位检查), in display order. */
export type ReviewStep = 'view' | 'form' | 'reply' | 'pass' | 'back';
export function reviewActions(
  status: number | undefined,
  may: { edit: boolean; delete: boolean; removable?: boolean },
  open: (step: ReviewStep) => void,
  remove: () => void,
): RowAction[] {
  const a = checkActions(status);
  const edit = may.edit;
  return [
    { label: '详情', onClick: () => open('view') },
    { label: '编辑', show: a.edit && edit, onClick: () => open('form') },
    { label: '回复', show: a.reply && edit, onClick: () => open('reply') },
    { label: '通过', show: a.verify && edit, onClick: () => open('pass') },
    { label: '退回', tone: 'warning', show: a.verify && edit, onClick: () => open('back') },
    { label: '删除', tone: 'danger', show: (a.remove || Boolean(may.removable)) && may.delete, onClick: remove },
  ];
}

/** What a special check in a state allows (add → 0 未开始 → start → 1 进行中 → finish → 2; 0/1 → backout → 3). */
export function specialActions(status: number | undefined) {
  return {
    edit: status === 0,
    remove: status === 0,
    start: status === 0,
    finish: status === 1,
    backout: status === 0 || status === 1,
  };
}

/** An organisation tree node (/pc/org/branch/project/tree): projects carry an innerid starting with PRJ. */
export interface OrgNode {
  id: string | number;
  label: string;
  innerid?: string;
  uncontrol?: boolean;
  children?: OrgNode[];
}

export const isProjectNode = (node: Pick<OrgNode, 'innerid'>): boolean => /^PRJ/i.test(node.innerid ?? '');

/** The list scope a chosen tree node gives: a project filters by project_id, an organisation by org_id. */
export function scopeOf(node: OrgNode | null): { project_id?: number; org_id?: number } {
  if (!node) return {};
  return isProjectNode(node) ? { project_id: Number(node.id) } : { org_id: Number(node.id) };
}

/** Every project of the tree as select options, in tree order. */
export function projectOptions(nodes: readonly OrgNode[] | undefined): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (list: readonly OrgNode[]) => {
    for (const n of list) {
      if (isProjectNode(n)) out.push({ value: String(n.id), label: n.label });
      if (n.children) walk(n.children);
    }
  };
  walk(nodes ?? []);
  return out;
}

/** The selectable leaves of the hazard category tree, labelled with their group (施工用电 / 配电线路). */
export function categoryOptions(nodes: readonly OrgNode[] | undefined): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (list: readonly OrgNode[], parent: string) => {
    for (const n of list) {
      const label = parent ? `${parent} / ${n.label}` : n.label;
      if (n.children?.length) walk(n.children, label);
      else if (!n.uncontrol) out.push({ value: String(n.id), label });
    }
  };
  walk(nodes ?? [], '');
  return out;
}

/** A problem row as typed in the form (select values are strings; empty means not chosen). */
export interface ProblemInput {
  category_id: string;
  content: string;
  trouble_level: string;
  company_id: string;
  rectify_deadline: string;
}

export const EMPTY_PROBLEM: ProblemInput = {
  category_id: '',
  content: '',
  trouble_level: '1',
  company_id: '',
  rectify_deadline: '',
};

/** The problems of a check form as the add/edit calls take them; empty optional fields are left out. */
export function problemsBody(rows: readonly ProblemInput[], deadline?: string): CheckProblemForm[] {
  return rows.map((p) => ({
    category_id: Number(p.category_id),
    content: p.content.trim(),
    trouble_level: Number(p.trouble_level) as 1 | 2 | 3,
    ...(p.company_id ? { company_id: Number(p.company_id) } : {}),
    ...(p.rectify_deadline || deadline ? { rectify_deadline: p.rectify_deadline || deadline } : {}),
  }));
}

/** A problem of a loaded check back into the form. */
export function problemInput(p: CheckProblem): ProblemInput {
  return {
    category_id: p.category_id ? String(p.category_id) : '',
    content: p.content,
    trouble_level: String(p.trouble_level),
    company_id: p.company_id ? String(p.company_id) : '',
    rectify_deadline: p.rectify_deadline ?? '',
  };
}

/** The reply call's body: the overall reply (when given) and one reply per problem, keeping the problems' photos. */
export function replyBody(
  id: number,
  overall: string,
  replies: readonly { problem_id: number; reply_content: string }[],
): ReplyBody {
  return {
    id,
    ...(overall.trim() ? { reply_content: overall.trim() } : {}),
    problems: replies.map((r) => ({ problem_id: r.problem_id, reply_content: r.reply_content.trim() })),
  };
}

/** The verify call's body: 1 通过 closes the check, 2 退回 sends it back; every problem gets the same result. */
export function verifyBody(
  id: number,
  result: 1 | 2,
  opinion: string,
  problems: readonly { id: number }[],
): VerifyBody {
  return {
    id,
    verify_result: result,
    ...(opinion.trim() ? { opinion: opinion.trim() } : {}),
    ...(problems.length ? { problems: problems.map((p) => ({ problem_id: p.id, verify_result: result })) } : {}),
  };
}

/** Image addresses show as thumbnails; anything else is an attachment link. */
export const isImage = (url: string): boolean => /\.(png|jpe?g|gif|webp|bmp)(\?.*)?$/i.test(url);

/** The file name of an attachment address (decoded, for the link text). */
export function fileName(url: string): string {
  const last = url.split('?')[0]!.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
