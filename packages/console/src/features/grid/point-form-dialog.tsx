// 新增 / 编辑网格点位 (001 §7.5 /grid/ginGridPointList/add, edit): name, code, construction area, risk level, the hazard
// categories to check there, the inspection frequency rule, and its people (网格长, 网格员, 巡检员) chosen from the
// project's candidates (/grid/ginGridPointPersonList/listPerson).
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { categoryTreeQuery } from './hazard-category-queries';
import { PERSON_TYPES, RISK_LEVELS, optionsOf, type GridPoint } from './grid-setup-codes';
import { personKey, pointBody, pointFormOf, pointSchema, type PointFormValues } from './grid-point-codes';
import { gridRulesQuery, pointDetailQuery, pointPersonsQuery } from './grid-setup-queries';

export function PointFormDialog({
  point,
  projectId,
  areas,
  onClose,
  onDone,
}: {
  point: GridPoint | undefined;
  projectId: number;
  areas: { value: string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  // Editing starts from the point's full record (coordinates and description are not in the list row).
  const detail = useQuery({ ...pointDetailQuery(point?.id ?? 0), enabled: Boolean(point) });
  if (point && detail.isPending) {
    return (
      <FormDialog open onOpenChange={(o) => !o && onClose()} title="编辑网格点位" onSubmit={(e) => e.preventDefault()}>
        <Loading />
      </FormDialog>
    );
  }
  return (
    <PointForm
      point={point ? { ...point, ...(detail.data ?? {}) } : undefined}
      projectId={projectId}
      areas={areas}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function PointForm({
  point,
  projectId,
  areas,
  onClose,
  onDone,
}: {
  point: (GridPoint & { longitude?: number; latitude?: number; description?: string }) | undefined;
  projectId: number;
  areas: { value: string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<PointFormValues>({ resolver: zodResolver(pointSchema), defaultValues: pointFormOf(point) });
  const rules = useQuery(gridRulesQuery({ projectId, ruleType: 1, enabled: 1 }));
  const categories = useQuery(categoryTreeQuery(projectId));
  const [keyword, setKeyword] = useState('');
  const candidates = useQuery(pointPersonsQuery({ projectId }));
  const shownPeople = useMemo(() => {
    const k = keyword.trim();
    const all = candidates.data ?? [];
    return k ? all.filter((p) => p.name.includes(k) || (p.mobile ?? '').includes(k)) : all;
  }, [candidates.data, keyword]);
  const save = useMutation({
    mutationFn: (v: PointFormValues) =>
      point
        ? api.POST('/grid/ginGridPointList/edit', { body: pointBody(v, { projectId, id: point.id }) })
        : api.POST('/grid/ginGridPointList/add', { body: pointBody(v, { projectId }) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  const topCategories = (categories.data ?? []).filter((c) => !c.uncontrol);
  // The people's error sits on the record itself (a record's keys could shadow `message` in the type).
  const personsError = typeof errors.persons?.message === 'string' ? errors.persons.message : '';
  return (
    <FormDialog
      open
      width={820}
      onOpenChange={(o) => !o && onClose()}
      title={point ? `编辑网格点位：${point.pointName}` : '新增网格点位'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        <div className="grid grid-cols-2 gap-x-4">
          <Field label={<RequiredLabel>点位名称</RequiredLabel>} htmlFor="point-name" error={errors.pointName?.message}>
            <Input
              id="point-name"
              placeholder="如：1号楼北侧临边"
              aria-invalid={Boolean(errors.pointName)}
              {...form.register('pointName')}
            />
          </Field>
          <Field label="点位编号" htmlFor="point-code" error={errors.pointCode?.message}>
            <Input id="point-code" placeholder="不填由系统生成" {...form.register('pointCode')} />
          </Field>
          <Field label={<RequiredLabel>施工区域</RequiredLabel>} htmlFor="point-area" error={errors.areaId?.message}>
            <Select
              id="point-area"
              options={areas}
              aria-invalid={Boolean(errors.areaId)}
              {...form.register('areaId')}
            />
          </Field>
          <Field label={<RequiredLabel>风险等级</RequiredLabel>} htmlFor="point-risk" error={errors.riskLevel?.message}>
            <Select
              id="point-risk"
              options={optionsOf(RISK_LEVELS)}
              aria-invalid={Boolean(errors.riskLevel)}
              {...form.register('riskLevel')}
            />
          </Field>
          <Field label="巡检频次规则" htmlFor="point-rule">
            <Select
              id="point-rule"
              options={(rules.data ?? []).map((r) => ({ value: String(r.id), label: r.ruleName }))}
              placeholder={rules.isPending ? '加载中…' : '请选择（不选则不生成巡检任务）'}
              {...form.register('ruleId')}
            />
          </Field>
          <div className="grid grid-cols-2 gap-x-3">
            <Field label="经度" htmlFor="point-lng" error={errors.longitude?.message}>
              <Input
                id="point-lng"
                inputMode="decimal"
                placeholder="120.2112"
                aria-invalid={Boolean(errors.longitude)}
                {...form.register('longitude')}
              />
            </Field>
            <Field label="纬度" htmlFor="point-lat" error={errors.latitude?.message}>
              <Input
                id="point-lat"
                inputMode="decimal"
                placeholder="30.2087"
                aria-invalid={Boolean(errors.latitude)}
                {...form.register('latitude')}
              />
            </Field>
          </div>
        </div>
        <fieldset className="mb-3">
          <legend className="mb-1.5 text-sm text-gray-700">检查的隐患分类</legend>
          {categories.isPending ? (
            <Loading className="justify-start px-0 py-1" />
          ) : topCategories.length ? (
            <div className="flex flex-wrap gap-2">
              {topCategories.map((c) => (
                <label
                  key={c.id}
                  className="flex cursor-pointer items-center gap-1.5 rounded border border-line px-2.5 py-1 text-sm text-gray-700 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary"
                >
                  <input type="checkbox" value={String(c.id)} {...form.register('categoryIds')} />
                  {c.label}
                </label>
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted">暂无隐患分类</p>
          )}
        </fieldset>
        <fieldset className="mb-1">
          <legend className="mb-1.5 flex w-full items-center gap-2 text-sm text-gray-700">
            <span>
              <span aria-hidden className="mr-0.5 text-danger">
                *
              </span>
              责任人
            </span>
          </legend>
          <div className="mb-2 flex items-center gap-2">
            <Input
              aria-label="搜索责任人"
              className="h-8 w-60"
              placeholder="姓名或手机号"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <span className="text-xs text-muted">为每位人员选择点位职责；不选表示不负责此点位</span>
          </div>
          <div className="max-h-56 overflow-y-auto rounded border border-line">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-gray-50 text-left text-gray-600">
                <tr>
                  <th className="px-3 py-1.5 font-medium">姓名</th>
                  <th className="px-3 py-1.5 font-medium">岗位</th>
                  <th className="px-3 py-1.5 font-medium">所属单位</th>
                  <th className="px-3 py-1.5 font-medium">负责点位</th>
                  <th className="w-32 px-3 py-1.5 font-medium">点位职责</th>
                </tr>
              </thead>
              <tbody>
                {shownPeople.map((p) => (
                  <tr key={p.userId} className="border-t border-line">
                    <td className="whitespace-nowrap px-3 py-1.5">
                      <span className="font-medium text-gray-900">{p.name}</span>
                      {p.mobile ? <span className="ml-1 text-xs text-muted">{p.mobile}</span> : null}
                    </td>
                    <td className="whitespace-nowrap px-3 py-1.5">{p.position || '—'}</td>
                    <td className="px-3 py-1.5">{p.companyName || '—'}</td>
                    <td className="whitespace-nowrap px-3 py-1.5 tabular-nums">{p.pointCount ?? 0} 个</td>
                    <td className="px-3 py-1.5">
                      <Select
                        aria-label={`${p.name}的点位职责`}
                        className="h-8"
                        options={optionsOf(PERSON_TYPES)}
                        placeholder="不负责"
                        {...form.register(`persons.${personKey(p.userId)}`)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {candidates.isPending ? (
              <Loading />
            ) : !shownPeople.length ? (
              <p className="py-4 text-center text-sm text-muted">暂无人员</p>
            ) : null}
          </div>
          <p role={personsError ? 'alert' : undefined} className="min-h-4 pt-1 text-xs leading-4 text-danger">
            {personsError}
          </p>
        </fieldset>
        <Field label="点位说明" htmlFor="point-desc" error={errors.description?.message}>
          <Textarea id="point-desc" rows={2} placeholder="请输入点位说明" {...form.register('description')} />
        </Field>
      </div>
    </FormDialog>
  );
}
