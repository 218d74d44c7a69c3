// 班组表单 (001 §7.14 /pc/team/edit): validation and the request body, kept pure for unit tests.
import { z } from 'zod/mini';
import type { components } from '@site/sdk';

export type TeamBody = components['schemas']['OrgTeamForm'];

export const teamSchema = z.object({
  team_name: z.string().check(z.trim(), z.minLength(1, '班组名称不能为空'), z.maxLength(50, '班组名称最多50字')),
  project_id: z.string().check(z.minLength(1, '请选择项目')),
  corp_id: z.string().check(z.minLength(1, '请选择所属企业')),
  work_type: z.string().check(z.trim(), z.maxLength(20, '主要工种最多20字')),
  remark: z.string().check(z.trim(), z.maxLength(200, '备注最多200字')),
});
export type TeamForm = z.infer<typeof teamSchema>;

export interface TeamRow {
  id: number;
  team_name: string;
  project_id: number;
  corp_id?: number;
  leader_worker_id?: number;
  work_type?: string;
  remark?: string;
}

export function teamToForm(t: TeamRow | undefined): TeamForm {
  return {
    team_name: t?.team_name ?? '',
    project_id: t ? String(t.project_id) : '',
    corp_id: t?.corp_id === undefined ? '' : String(t.corp_id),
    work_type: t?.work_type ?? '',
    remark: t?.remark ?? '',
  };
}

/** New teams go without id; an edit keeps the id and the current 班组长. Empty optional texts are left out. */
export function teamBody(v: TeamForm, t?: TeamRow): TeamBody {
  return {
    ...(t ? { id: t.id } : {}),
    team_name: v.team_name.trim(),
    project_id: Number(v.project_id),
    corp_id: Number(v.corp_id),
    ...(t?.leader_worker_id === undefined ? {} : { leader_worker_id: t.leader_worker_id }),
    ...(v.work_type.trim() ? { work_type: v.work_type.trim() } : {}),
    ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
  };
}
