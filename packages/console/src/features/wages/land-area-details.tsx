// 属地区域 · the area details and the area dialog (moved out of land-area-page.tsx).
import { useMemo, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { ChevronRight, Pencil, Plus } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { ListScreen, type ListScreenProps } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { StatusTag } from '@/ui/status-tag';
import { enumOf } from '@/domain/filter-body';
import { childPlace, landAreaBody, landAreaForm, type AreaPlace, type LandAreaForm } from './wages-bodies';
import { childAreaColumns } from './land-area-columns';
import { landAreaQuery } from './wages-queries';
import { AREA_LEVEL, ENABLED_STATUS, optionsOf } from './wages-status';
import { LoadFailed } from '@/ui/retry-failed';

type Area = components['schemas']['WagesConfigLandArea'];

/** Where a new area goes: the chosen area (its level from its depth in the tree) or, for a province, nowhere. */
type Parent = { id: number; level: number; name: string };

type Editing = { kind: 'add'; parent: Parent | null } | { kind: 'edit'; area: Area };

export const placeOf = (a: Area): AreaPlace => ({ parentId: a.parentId ?? null, level: a.level });

const CHILD_FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '地区或监管部门名称' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(ENABLED_STATUS) },
];

const loadChildAreas = async (
  id: number,
  { page, size, filters: values, signal }: Parameters<ListScreenProps<Area>['load']>[0],
) => {
  const env = await api.POST('/star/landAreaList/page', {
    body: {
      pageNum: page,
      pageSize: size,
      parentId: id,
      keyword: values.keyword,
      status: enumOf(values.status, [0, 1] as const),
    },
    signal,
  });
  return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
};

export function AreaDetails({
  id,
  path,
  canAdd,
  canEdit,
  canDelete,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
}: {
  id: number;
  path: string[];
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onSelect: (id: number) => void;
  onAdd: (parent: Parent) => void;
  onEdit: (area: Area) => void;
  onDelete: (area: Area) => void;
}) {
  // The tree is the authority on where the area sits: province, city, district by depth.
  const level = Math.max(1, path.length);
  const leafLevel = level >= 3;
  const columns = useMemo(
    () => childAreaColumns(onSelect, { canEdit, canDelete, onEdit, onDelete }),
    [canEdit, canDelete, onSelect, onEdit, onDelete],
  );

  return (
    <>
      <AreaSummary id={id} path={path} level={level} canEdit={canEdit} onEdit={onEdit} />
      {leafLevel ? (
        <section className="rounded-md bg-white p-4 text-sm text-muted shadow-sm">
          区县为最末一级，没有下级地区。
        </section>
      ) : (
        <ListScreen<Area>
          id="wages-land-areas"
          title="下级地区"
          filters={CHILD_FILTERS}
          columns={columns}
          operation="listWagesLandAreas"
          scope={{ parentId: id }}
          rowId={(a) => String(a.id)}
          toolbar={
            canAdd ? (
              <Button variant="primary" onClick={() => onAdd({ id, level, name: path.at(-1) ?? '' })}>
                <Plus />
                新增下级
              </Button>
            ) : null
          }
          load={(params) => loadChildAreas(id, params)}
        />
      )}
    </>
  );
}

function AreaSummary({
  id,
  path,
  level,
  canEdit,
  onEdit,
}: {
  id: number;
  path: string[];
  level: number;
  canEdit: boolean;
  onEdit: (area: Area) => void;
}) {
  const detail = useQuery(landAreaQuery(id));
  const area = detail.data;
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="area-title">
      <nav aria-label="属地路径" className="flex items-center gap-1 text-xs text-muted">
        <span>属地区域</span>
        {path.map((p, i) => (
          <span key={`${i}-${p}`} className="flex items-center gap-1">
            <ChevronRight className="size-3" aria-hidden />
            {p}
          </span>
        ))}
      </nav>
      {detail.isPending ? (
        <Loading className="justify-start px-0 py-3" />
      ) : !area ? (
        <LoadFailed className="py-3" error={detail.error} fallback="属地详情加载失败" />
      ) : (
        <>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <h1 id="area-title" className="text-lg font-semibold text-gray-900">
              {path.join('') || area.areaName}
            </h1>
            <span className="rounded bg-primary-soft px-2 py-0.5 text-xs text-primary">
              {AREA_LEVEL[level] ?? `${level} 级`}
            </span>
            <StatusTag table={ENABLED_STATUS} value={area.status} />
            <div className="ml-auto flex gap-2">
              {canEdit ? (
                <Button onClick={() => onEdit(area)}>
                  <Pencil />
                  修改
                </Button>
              ) : null}
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-1 gap-x-8 gap-y-2 text-sm md:grid-cols-3">
            <Detail label="行政区划代码">
              <span className="tabular-nums">{id}</span>
            </Detail>
            <Detail label="监管部门">{area.supervisorDept ?? '—'}</Detail>
            <Detail label="联系人">
              {area.contactName ?? '—'}{' '}
              {area.contactPhone ? <span className="tabular-nums">{area.contactPhone}</span> : null}
            </Detail>
            <Detail label="归属项目">{area.projectCount ?? 0} 个</Detail>
            <Detail label="排序号">{area.sort ?? '—'}</Detail>
          </dl>
        </>
      )}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 whitespace-nowrap">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="font-medium text-gray-800">{children}</dd>
    </div>
  );
}

const areaSchema = z.object({
  id: z.string().check(z.trim(), z.regex(/^\d{6}$/, '请输入6位行政区划代码')),
  areaName: z.string().check(z.trim(), z.minLength(1, '请输入地区名称'), z.maxLength(30, '地区名称最多30字')),
  supervisorDept: z.string().check(z.maxLength(50, '监管部门最多50字')),
  contactName: z.string().check(z.maxLength(20, '联系人最多20字')),
  contactPhone: z
    .string()
    .check(z.refine((v) => v.trim() === '' || /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(v.trim()), '电话格式错误')),
  sort: z.string().check(z.refine((v) => v.trim() === '' || /^\d{1,4}$/.test(v.trim()), '排序号为0至9999的整数')),
  enabled: z.boolean(),
});

export function AreaDialog({
  editing,
  onClose,
  onDone,
}: {
  editing: Editing;
  onClose: () => void;
  onDone: (msg: string | undefined, fallback: string) => void;
}) {
  const area = editing.kind === 'edit' ? editing.area : null;
  const place = area ? placeOf(area) : childPlace(editing.kind === 'add' ? editing.parent : null);
  const parentName = editing.kind === 'add' ? editing.parent?.name : undefined;
  const form = useForm<LandAreaForm>({
    resolver: zodResolver(areaSchema),
    defaultValues: area
      ? landAreaForm(area)
      : { id: '', areaName: '', supervisorDept: '', contactName: '', contactPhone: '', sort: '', enabled: true },
  });
  const save = useMutation({
    mutationFn: (v: LandAreaForm) =>
      api.POST(area ? '/star/landAreaList/edit' : '/star/landAreaList/add', { body: landAreaBody(v, place) }),
    onSuccess: (env) => onDone(env.msg, area ? '已修改' : '已新增'),
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={area ? `修改属地：${area.areaName}` : parentName ? `新增下级：${parentName}` : '新增省份'}
      width={560}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p className="text-sm text-gray-600">
        层级：{AREA_LEVEL[place.level]}
        {parentName ? `，上级：${parentName}` : ''}
      </p>
      <AreaFields form={form} readOnlyId={Boolean(area)} />
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('enabled')} />
        启用
      </label>
    </FormDialog>
  );
}

function AreaFields({ form, readOnlyId }: { form: UseFormReturn<LandAreaForm>; readOnlyId: boolean }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <FormTextField
          form={form}
          name="id"
          id="la-id"
          label="行政区划代码"
          inputMode="numeric"
          placeholder="如 330109"
          readOnly={readOnlyId}
          boxClassName={readOnlyId ? 'bg-gray-50 text-gray-500' : undefined}
          describedBy="la-id-error"
        />
        <FormTextField
          form={form}
          name="areaName"
          id="la-areaName"
          label="地区名称"
          placeholder="请输入地区名称"
          describedBy="la-areaName-error"
        />
      </div>
      <FormTextField
        form={form}
        name="supervisorDept"
        id="la-supervisorDept"
        label="监管部门"
        placeholder="如：杭州市萧山区人力资源和社会保障局"
        describedBy="la-supervisorDept-error"
      />
      <div className="grid grid-cols-3 gap-3">
        <FormTextField
          form={form}
          name="contactName"
          id="la-contactName"
          label="联系人"
          describedBy="la-contactName-error"
        />
        <FormTextField
          form={form}
          name="contactPhone"
          id="la-contactPhone"
          label="联系电话"
          describedBy="la-contactPhone-error"
        />
        <FormTextField
          form={form}
          name="sort"
          id="la-sort"
          label="排序号"
          inputMode="numeric"
          describedBy="la-sort-error"
        />
      </div>
    </>
  );
}
