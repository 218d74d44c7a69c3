// The pure rules of the 网格点位 screens (001 §7.5): the point menu, the 启用/停用 and delete rules, the people line,
// the point form's schema and the request body built from it. No React, no SDK calls.
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import type { TreeNode } from '@/lib/tree';
import { PERSON_TYPES, optionalText } from './grid-setup-codes';

type Schemas = components['schemas'];
export type GridPoint = Schemas['GridPoint'];
export type GridPointForm = Schemas['GridPointForm'];
export type GridPointPerson = Schemas['GridPointPerson'];

// ——— 网格点位

/** An area node of the point menu has the id `area-<areaId>`; a point leaf has the point id. */
export function areaIdOf(id: string | number): number | undefined {
  const m = /^area-(\d+)$/.exec(String(id));
  return m ? Number(m[1]) : undefined;
}

/** The construction areas of the point menu (its top-level nodes), as select options. */
export function areasOf(menu: readonly { id: string | number; label: string }[] | undefined) {
  const out: { value: string; label: string }[] = [];
  for (const n of menu ?? []) {
    const area = areaIdOf(n.id);
    if (area !== undefined) out.push({ value: String(area), label: n.label });
  }
  return out;
}

/**
 * The point menu for the tree panel: areas become choosable (choosing one filters the list by it; the server marks
 * them uncontrol only because they are not points), points keep their id.
 */
export function pointMenuNodes(
  menu: readonly { id: string | number; label: string; uncontrol?: boolean; children?: unknown }[] | undefined,
): TreeNode[] {
  return (menu ?? []).map((n) => {
    const area = areaIdOf(n.id) !== undefined;
    const children = Array.isArray(n.children) ? pointMenuNodes(n.children as typeof menu) : [];
    return {
      id: n.id,
      label: n.label,
      uncontrol: area ? false : Boolean(n.uncontrol),
      ...(children.length ? { children } : {}),
    };
  });
}

/** What the 启用/停用 button of a point does: 未启用 and 已停用 start it, 已启用 stops it. */
export function startAction(status: number): { label: '启用' | '停用'; to: 1 | 2 } {
  return status === 1 ? { label: '停用', to: 2 } : { label: '启用', to: 1 };
}

/** Only points that are not running can be deleted. */
export const canDeletePoint = (status: number) => status === 0 || status === 2;

/** The point's people, one line per duty: 网格长：周明；网格员：吴静、郑浩. */
export function personsLine(persons: readonly Pick<GridPointPerson, 'name' | 'personType'>[] | undefined): string {
  if (!persons?.length) return '—';
  const groups = new Map<number, string[]>();
  for (const p of persons) {
    const t = p.personType ?? 2;
    groups.set(t, [...(groups.get(t) ?? []), p.name]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([t, names]) => `${PERSON_TYPES[t]?.label ?? '责任人'}：${names.join('、')}`)
    .join('；');
}

const coordinate = (min: number, max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((s) => s === '' || (/^-?\d+(\.\d+)?$/.test(s) && Number(s) >= min && Number(s) <= max), message),
  );

/** The form keeps each candidate's duty under `u<userId>` (a bare number would read as an array index). */
export const personKey = (userId: number) => `u${userId}`;

export const pointSchema = z
  .object({
    pointName: z.string().check(z.trim(), z.minLength(1, '请输入点位名称'), z.maxLength(50, '点位名称最多50字')),
    pointCode: optionalText(32, '点位编号最多32个字符'),
    areaId: z.string().check(z.minLength(1, '请选择施工区域')),
    riskLevel: z.string().check(z.minLength(1, '请选择风险等级')),
    ruleId: z.string(),
    categoryIds: z.array(z.string()),
    persons: z.record(z.string(), z.string()),
    longitude: coordinate(-180, 180, '经度应在 -180 到 180 之间'),
    latitude: coordinate(-90, 90, '纬度应在 -90 到 90 之间'),
    description: optionalText(200, '点位说明最多200字'),
  })
  .check(
    z.refine((v) => Object.values(v.persons).some((t) => t !== ''), {
      path: ['persons'],
      message: '请至少指定一名责任人',
    }),
  );
export type PointFormValues = z.infer<typeof pointSchema>;

export function pointFormOf(
  point: (GridPoint & { longitude?: number; latitude?: number; description?: string }) | undefined,
): PointFormValues {
  const persons: Record<string, string> = {};
  for (const p of point?.persons ?? []) persons[personKey(p.userId)] = String(p.personType ?? 2);
  return {
    pointName: point?.pointName ?? '',
    pointCode: point?.pointCode ?? '',
    areaId: point?.areaId ? String(point.areaId) : '',
    riskLevel: point?.riskLevel ? String(point.riskLevel) : '',
    ruleId: point?.ruleId ? String(point.ruleId) : '',
    categoryIds: (point?.categoryIds ?? []).map(String),
    persons,
    longitude: point?.longitude === undefined ? '' : String(point.longitude),
    latitude: point?.latitude === undefined ? '' : String(point.latitude),
    description: point?.description ?? '',
  };
}

/** The add/edit body. `persons` maps `u<userId>` to the person's duty ('' = not chosen). */
export function pointBody(v: PointFormValues, options: { projectId: number; id?: number }): GridPointForm {
  const body: GridPointForm = {
    projectId: options.projectId,
    pointName: v.pointName.trim(),
    areaId: Number(v.areaId),
    riskLevel: Number(v.riskLevel) as 1 | 2 | 3 | 4,
    categoryIds: v.categoryIds.map(Number),
    persons: Object.entries(v.persons)
      .filter(([key, type]) => type !== '' && /^u\d+$/.test(key))
      .map(([key, type]) => ({ userId: Number(key.slice(1)), personType: Number(type) })),
  };
  if (options.id) body.id = options.id;
  if (v.pointCode.trim()) body.pointCode = v.pointCode.trim();
  if (v.ruleId) body.ruleId = Number(v.ruleId);
  if (v.longitude.trim()) body.longitude = Number(v.longitude);
  if (v.latitude.trim()) body.latitude = Number(v.latitude);
  if (v.description.trim()) body.description = v.description.trim();
  return body;
}
