// 工人花名册 新增/编辑 (/pc/worker/edit): the user-form rules of seed 000 §5 — 所属企业不能为空, 姓名不能为空,
// 身份证号 15 or 18 digits (身份证号格式错误), a valid mobile (手机号格式错误) — and the request body, kept pure.
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { isMobile } from '@/lib/validation';
import { isIdCard } from './person-model';

export type WorkerBody = components['schemas']['OrgWorkerForm'];
type Worker = components['schemas']['OrgWorker'];

export function workerSchema(editing: boolean) {
  return z.object({
    project_id: z.string().check(z.minLength(1, '请选择项目')),
    corp_id: z.string().check(z.minLength(1, '所属企业不能为空')),
    team_id: z.string(),
    name: z.string().check(z.trim(), z.minLength(1, '姓名不能为空'), z.maxLength(20, '姓名最多20字')),
    // An edited worker keeps the (masked) number the list shows; a new one must give a whole, valid one.
    id_card: editing
      ? z.string()
      : z.string().check(z.trim(), z.minLength(1, '身份证号格式错误'), z.refine(isIdCard, '身份证号格式错误')),
    mobile: z.string().check(
      z.trim(),
      z.refine((v) => isMobile(v.trim()), '手机号格式错误'),
    ),
    work_type: z.string().check(z.trim(), z.maxLength(20, '工种最多20字')),
    day_wage: z
      .string()
      .check(z.refine((v) => v.trim() === '' || /^\d+(\.\d{1,2})?$/.test(v.trim()), '请输入正确的金额')),
    entry_date: z.string(),
  });
}
export type WorkerForm = z.infer<ReturnType<typeof workerSchema>>;

export function workerToForm(w: Worker | undefined, projectId?: number): WorkerForm {
  return {
    project_id: w?.project_id ? String(w.project_id) : projectId ? String(projectId) : '',
    corp_id: w?.corp_id ? String(w.corp_id) : '',
    team_id: w?.team_id ? String(w.team_id) : '',
    name: w?.name ?? '',
    id_card: w?.id_card ?? '',
    mobile: w?.mobile ?? '',
    work_type: w?.work_type ?? '',
    day_wage: w?.day_wage === undefined || w.day_wage === null ? '' : String(w.day_wage),
    entry_date: w?.entry_date ?? '',
  };
}

/** A new worker goes without id; empty optional fields are left out. */
export function workerBody(v: WorkerForm, w?: Worker): WorkerBody {
  return {
    ...(w ? { id: w.id } : {}),
    project_id: Number(v.project_id),
    corp_id: Number(v.corp_id),
    ...(v.team_id ? { team_id: Number(v.team_id) } : {}),
    name: v.name.trim(),
    id_card: v.id_card.trim(),
    mobile: v.mobile.trim(),
    ...(v.work_type.trim() ? { work_type: v.work_type.trim() } : {}),
    ...(v.day_wage.trim() ? { day_wage: Number(v.day_wage.trim()) } : {}),
    ...(v.entry_date ? { entry_date: v.entry_date } : {}),
  };
}
