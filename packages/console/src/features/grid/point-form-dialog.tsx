// 新增 / 编辑网格点位 (001 §7.5 /grid/ginGridPointList/add, edit): name, code, construction area, risk level, the hazard
// categories to check there, the inspection frequency rule, and its people (网格长, 网格员, 巡检员) chosen from the
// project's candidates (/grid/ginGridPointPersonList/listPerson).
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@/platform/api';
import { Field } from '@/ui/field';
import { FormFields } from '@/ui/form-fields';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import type { UseFormReturn } from 'react-hook-form';
import { categoryTreeQuery } from './hazard-category-queries';
import { RISK_LEVELS, optionsOf } from './grid-setup-codes';
import { pointBody, pointFormOf, pointSchema, type GridPoint, type PointFormValues } from './grid-point-codes';
import { gridRulesQuery, pointDetailQuery } from './grid-setup-queries';
import { PointPersonsField } from './point-persons-field';
import { editTitle } from '@/ui/save-form-dialog';

type PointFormApi = UseFormReturn<PointFormValues>;

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
  const { form, dialog } = useDialogSave<PointFormValues>({
    resolver: zodResolver(pointSchema),
    defaultValues: pointFormOf(point),
    save: (v) =>
      point
        ? api.POST('/grid/ginGridPointList/edit', { body: pointBody(v, { projectId, id: point.id }) })
        : api.POST('/grid/ginGridPointList/add', { body: pointBody(v, { projectId }) }),
    success: '已保存',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} width={820} title={editTitle('网格点位', point, (r) => r.pointName)}>
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        <PointBasicFields form={form} areas={areas} projectId={projectId} />
        <PointCategoryFields form={form} projectId={projectId} />
        <PointPersonsField form={form} projectId={projectId} />
        <FormTextField
          form={form}
          name="description"
          id="point-desc"
          label="点位说明"
          rows={2}
          placeholder="请输入点位说明"
          markInvalid={false}
        />
      </div>
    </FormDialog>
  );
}

function PointBasicFields({
  form,
  areas,
  projectId,
}: {
  form: PointFormApi;
  areas: { value: string; label: string }[];
  projectId: number;
}) {
  const rules = useQuery(gridRulesQuery({ projectId, ruleType: 1, enabled: 1 }));
  return (
    <div className="grid grid-cols-2 gap-x-4">
      <FormFields
        form={form}
        idPrefix="point-"
        fields={[
          { name: 'pointName', id: 'name', label: '点位名称', required: true, placeholder: '如：1号楼北侧临边' },
          { name: 'pointCode', id: 'code', label: '点位编号', placeholder: '不填由系统生成', markInvalid: false },
          { as: 'select', name: 'areaId', id: 'area', label: '施工区域', required: true, options: areas },
          {
            as: 'select',
            name: 'riskLevel',
            id: 'risk',
            label: '风险等级',
            required: true,
            options: optionsOf(RISK_LEVELS),
          },
        ]}
      />
      <Field label="巡检频次规则" htmlFor="point-rule">
        <Select
          id="point-rule"
          options={(rules.data ?? []).map((r) => ({ value: String(r.id), label: r.ruleName }))}
          placeholder={rules.isPending ? '加载中…' : '请选择（不选则不生成巡检任务）'}
          {...form.register('ruleId')}
        />
      </Field>
      <FormFields
        className="grid grid-cols-2 gap-x-3"
        form={form}
        idPrefix="point-"
        fields={[
          { name: 'longitude', id: 'lng', label: '经度', inputMode: 'decimal', placeholder: '120.2112' },
          { name: 'latitude', id: 'lat', label: '纬度', inputMode: 'decimal', placeholder: '30.2087' },
        ]}
      />
    </div>
  );
}

function PointCategoryFields({ form, projectId }: { form: PointFormApi; projectId: number }) {
  const categories = useQuery(categoryTreeQuery(projectId));
  const topCategories = (categories.data ?? []).filter((c) => !c.uncontrol);
  return (
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
  );
}
