// The dialogs of a 专项检查 row: 详情 (the projects, problems with photos and the flow) and the 完成 / 撤回 steps,
// each confirmed before the call.
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { StatusTag, Tag } from '@/ui/status-tag';
import { CheckDetailFrame } from './check-detail-frame';
import { SPECIAL_STATUS, SPECIAL_TYPES, type SpecialCheck, type SpecialCheckDetail } from './check-model';
import { Block, ProblemsAndRecords } from './check-parts';
import { specialDetailQuery } from './check-queries';
import { StepNoteField, useConfirmedSave } from './confirmed-save';

export function SpecialDetailDialog({ row, onClose }: { row: SpecialCheck; onClose: () => void }) {
  const detail = useQuery(specialDetailQuery(row.id));
  const d = detail.data ?? row;
  const full = detail.data;
  return (
    <CheckDetailFrame
      title="专项检查详情"
      heading={d.special_name}
      state={<StatusTag table={SPECIAL_STATUS} value={d.status} />}
      items={[
        { label: '专项编号', value: d.special_no },
        { label: '专项类型', value: d.special_type_name ?? SPECIAL_TYPES[d.special_type] },
        { label: '发起组织', value: d.org_name },
        { label: '检查组组长', value: d.leader_name },
        { label: '检查时间', value: `${formatDate(d.start_date)} 至 ${formatDate(d.end_date)}` },
        { label: '登记时间', value: formatDate(d.create_time, 'dateTime') },
        { label: '检查要求', value: full?.requirement, wide: true },
      ]}
      detail={detail}
      onClose={onClose}
    >
      <SpecialProjects projects={full?.projects} />
      <ProblemsAndRecords problems={full?.problems} records={full?.records} />
    </CheckDetailFrame>
  );
}

/** 各项目检查情况: each project of the special check, checked or not, and its problem count. */
function SpecialProjects({ projects }: { projects: SpecialCheckDetail['projects'] }) {
  return (
    <Block title="各项目检查情况">
      <table className="w-full text-sm">
        <thead className="bg-gray-50 text-left text-gray-500">
          <tr>
            <th className="px-3 py-2 font-normal">项目</th>
            <th className="px-3 py-2 font-normal">检查情况</th>
            <th className="px-3 py-2 font-normal">问题数</th>
          </tr>
        </thead>
        <tbody>
          {(projects ?? []).map((p) => (
            <tr key={p.project_id} className="border-t border-line">
              <td className="px-3 py-2">{p.project_name}</td>
              <td className="px-3 py-2">
                <Tag
                  tag={p.check_status === 1 ? { label: '已检查', tone: 'success' } : { label: '未检查', tone: 'muted' }}
                />
              </td>
              <td className="px-3 py-2">{p.problem_count ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Block>
  );
}

const stepSchema = z.object({ text: z.string().check(z.trim(), z.maxLength(1000, '最多1000字')) });
type StepForm = z.infer<typeof stepSchema>;

/** 完成 (optional summary) or 撤回 (reason required), each confirmed before the call. */
export function SpecialStepDialog({
  row,
  step,
  onClose,
  onDone,
}: {
  row: SpecialCheck;
  step: 'finish' | 'backout';
  onClose: () => void;
  onDone: (env: { msg?: string | null }, fallback: string) => void;
}) {
  const finish = step === 'finish';
  const form = useForm<StepForm>({ resolver: zodResolver(stepSchema), defaultValues: { text: '' } });
  const { ask, submitting, confirm } = useConfirmedSave(
    (v: StepForm) =>
      finish
        ? api.POST('/pc/project/special/check/finish', {
            body: { id: row.id, ...(v.text ? { summary: v.text } : {}) },
          })
        : api.POST('/grid/ginCheckList/backout', { body: { id: row.id, reason: v.text } }),
    (env) => onDone(env, finish ? '专项检查已完成' : '专项检查已撤回'),
  );
  return (
    <>
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={`${finish ? '完成' : '撤回'}专项检查：${row.special_name}`}
        confirmText={finish ? '完成' : '撤回'}
        submitting={submitting}
        onSubmit={form.handleSubmit((v) => {
          if (!finish && !v.text) return form.setError('text', { message: '请填写撤回原因' });
          if (!finish && v.text.length > 200) return form.setError('text', { message: '撤回原因最多200字' });
          ask(v);
        })}
      >
        <StepNoteField
          optional={finish}
          optionalLabel="检查总结"
          requiredLabel="撤回原因"
          id="sp-step"
          form={form}
          name="text"
        />
      </FormDialog>
      <ConfirmDialog
        {...confirm}
        title={finish ? '完成专项检查' : '撤回专项检查'}
        message={
          finish ? `确定将「${row.special_name}」标记为已完成？` : `确定撤回「${row.special_name}」？撤回后不可恢复。`
        }
      />
    </>
  );
}
