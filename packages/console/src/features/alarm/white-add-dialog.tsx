// 添加白名单 (white-list-page.tsx): the project (when the user has none), the people picked from personPage, the
// forbidden points they may enter, the period and the reason.
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { FormTextField } from '@/ui/form-text-field';
import { FormDateField } from '@/ui/form-date-field';
import { FormCombobox } from '@/ui/form-combobox';
import { PERSON_TYPES } from './alarm-codes';
import { useWhiteAdd, type WhiteAdd } from './use-white-add';

export function AddWhiteDialog({
  projectId,
  types,
  onClose,
  onDone,
}: {
  projectId: number | undefined;
  types: readonly { value: number | string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const add = useWhiteAdd(projectId, onDone);
  const { form, save } = add;
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="添加白名单"
      width={680}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-2 gap-x-4">
        {projectId ? null : (
          <Field label="项目" htmlFor="white-project" error={errors.projectId?.message}>
            <FormCombobox
              control={form.control}
              name="projectId"
              id="white-project"
              label="项目"
              emptyLabel="请选择项目"
              options={add.projects}
              required
              onChange={() => {
                form.setValue('personIds', []);
                form.setValue('forbiddenPointIds', []);
              }}
            />
          </Field>
        )}
        <Field label="人员类型" htmlFor="white-person-type">
          <select
            id="white-person-type"
            className="h-9 rounded border border-line bg-white px-2 text-sm"
            {...form.register('personType')}
          >
            <option value="">全部类型</option>
            {types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <CandidatesField add={add} />
      <PointsField add={add} />
      <div className="grid grid-cols-2 gap-x-4">
        <FormDateField form={form} name="startDate" id="white-start" label="生效日期" />
        <FormDateField form={form} name="endDate" id="white-end" label="失效日期" />
      </div>
      <FormTextField
        form={form}
        name="reason"
        id="white-reason"
        label="加入原因"
        placeholder="如：塔吊附着钢筋绑扎作业"
        markInvalid={false}
      />
    </FormDialog>
  );
}

/** 人员: the keyword and the people found, those already on the list shown but not checkable. */
function CandidatesField({ add }: { add: WhiteAdd }) {
  const { candidates, chosenProject, personIds, toggle } = add;
  const error = add.form.formState.errors.personIds;
  return (
    <Field label={`人员（已选 ${personIds.length} 人）`} htmlFor="white-keyword" error={error?.message}>
      <Input
        id="white-keyword"
        placeholder="输入姓名、手机号或安全帽编号查找"
        value={add.keyword}
        onChange={(e) => add.setKeyword(e.target.value)}
      />
      <ul
        aria-label="可选人员"
        aria-invalid={Boolean(error)}
        className="mt-1 max-h-44 overflow-y-auto rounded border border-line aria-[invalid=true]:border-danger"
      >
        {chosenProject === 0 ? (
          <li className="px-3 py-4 text-center text-sm text-muted">请先选择项目</li>
        ) : candidates.isPending ? (
          <li className="px-3 py-4 text-center text-sm text-muted">加载中…</li>
        ) : candidates.data?.rows.length ? (
          candidates.data.rows.map((c) => (
            <li key={c.personId} className="border-b border-line last:border-b-0">
              <label className="flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-gray-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                <input
                  type="checkbox"
                  disabled={c.inWhite === 1}
                  checked={personIds.includes(c.personId)}
                  onChange={() => toggle('personIds', c.personId)}
                />
                <span className="w-16 font-medium text-gray-900">{c.personName}</span>
                <span className="w-24 text-xs text-muted">{PERSON_TYPES[c.personType]}</span>
                <span className="min-w-0 flex-1 truncate text-xs text-gray-600">
                  {[c.workType, c.teamName, c.companyName].filter(Boolean).join(' · ')}
                </span>
                {c.inWhite === 1 ? <span className="text-xs text-success">已在白名单</span> : null}
              </label>
            </li>
          ))
        ) : (
          <li className="px-3 py-4 text-center text-sm text-muted">没有符合条件的人员</li>
        )}
      </ul>
    </Field>
  );
}

/** 适用禁区: the chosen project's forbidden points as toggles. */
function PointsField({ add }: { add: WhiteAdd }) {
  const { points, pointIds, chosenProject, toggle } = add;
  return (
    <Field label="适用禁区" htmlFor="white-points" error={add.form.formState.errors.forbiddenPointIds?.message}>
      <div id="white-points" role="group" aria-label="适用禁区" className="flex flex-wrap gap-2">
        {(points.data ?? []).map((p) => (
          <label
            key={p.id}
            className="flex cursor-pointer items-center gap-1.5 rounded border border-line px-2.5 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary"
          >
            <input
              type="checkbox"
              checked={pointIds.includes(p.id)}
              onChange={() => toggle('forbiddenPointIds', p.id)}
            />
            {p.pointName}
          </label>
        ))}
        {chosenProject > 0 && points.data?.length === 0 ? (
          <span className="text-sm text-muted">该项目暂无禁区点位</span>
        ) : null}
      </div>
    </Field>
  );
}
