// The code tables of 报警管理 (001 §7.6, spec/areas/alarms.yaml and sms-alarm.yaml) and the pure helpers that turn a
// screen's filters into request queries and bodies. No React, no SDK calls: everything here is unit-tested.
import { labels, tags } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { formNumber } from '@/domain/form-values';

export const PERSON_TYPES: Readonly<Record<number, string>> = labels.AlarmWhitePerson.personType;

/** Restricted-area point: 启用状态 and 报警级别. */
export { ENABLED_STATUS as POINT_STATUS } from '@/domain/enabled-status';
export const POINT_LEVEL = tags.AlarmForbiddenPoint.alarmLevel;

/** White-list entry: 0 未生效，1 生效中，2 已过期. */
export const WHITE_STATUS = tags.AlarmWhitePerson.status;

/** SMS send status: 0 发送中，1 发送成功，2 发送失败. */
export const SEND_STATUS = tags.SmsAlarmSendRecord.sendStatus;

/** The project the screens work on: the signed-in project, else none (the server takes the identity's scope). */
export const projectOf = (identity: { project_id?: number } | null | undefined): number | undefined =>
  identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;

// ───────── 滞留 / 静止: the list query (snake_case ids, camelCase dates) and the export body (all snake_case) ─────────

export const DURATION_FILTER_NAMES = ['startDate', 'endDate', 'status', 'area_id', 'keyword'] as const;

export function durationRange(filters: FilterValues, projectId: number | undefined) {
  return { project_id: projectId, startDate: filters.startDate, endDate: filters.endDate };
}

export function durationListQuery(
  filters: FilterValues,
  projectId: number | undefined,
  pageNum: number,
  pageSize: number,
) {
  return {
    ...durationRange(filters, projectId),
    area_id: formNumber(filters.area_id),
    status: formNumber(filters.status),
    keyword: filters.keyword,
    pageNum,
    pageSize,
  };
}

export function durationExportBody(filters: FilterValues, projectId: number | undefined) {
  return {
    project_id: projectId,
    startDate: filters.startDate,
    endDate: filters.endDate,
    area_id: formNumber(filters.area_id) ?? 0,
    status: formNumber(filters.status) ?? -1,
    keyword: filters.keyword ?? '',
  };
}

// ───────── 禁区点位 ─────────

export function forbiddenPointBody(
  filters: FilterValues,
  scope: { projectId?: number | undefined; orgId?: number | undefined },
  pageNum: number,
  pageSize: number,
) {
  const status = formNumber(filters.status);
  return {
    pageNum,
    pageSize,
    ...(scope.projectId ? { projectId: scope.projectId } : scope.orgId ? { orgId: scope.orgId } : {}),
    pointName: filters.pointName ?? '',
    status: status === 0 || status === 1 ? status : -1,
  } as const;
}

// ───────── 禁区告警记录 ─────────

export function alertRecordBody(
  filters: FilterValues,
  projectId: number | undefined,
  pageNum: number,
  pageSize: number,
) {
  return {
    pageNum,
    pageSize,
    projectId,
    forbiddenPointId: formNumber(filters.forbiddenPointId) ?? 0,
    keyword: filters.keyword ?? '',
    status: formNumber(filters.status) ?? -1,
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
}

// ───────── 白名单 ─────────

export function whiteListBody(filters: FilterValues, projectId: number | undefined, pageNum: number, pageSize: number) {
  return {
    pageNum,
    pageSize,
    projectId,
    personType: formNumber(filters.personType) ?? 0,
    forbiddenPointId: formNumber(filters.forbiddenPointId) ?? 0,
    keyword: filters.keyword ?? '',
  };
}

// ───────── 短信发送记录 ─────────

export function smsRecordBody(filters: FilterValues, projectId: number | undefined, pageNum: number, pageSize: number) {
  const sendStatus = formNumber(filters.sendStatus);
  return {
    pageNum,
    pageSize,
    projectId,
    alarmType: formNumber(filters.alarmType) ?? 0,
    sendStatus: sendStatus === 0 || sendStatus === 1 || sendStatus === 2 ? sendStatus : -1,
    startDate: filters.startDate,
    endDate: filters.endDate,
    keyword: filters.keyword ?? '',
  } as const;
}

/** The projects of the organisation tree (type 2 nodes, at any depth), for a project picker. */
export function projectsOf(
  nodes: readonly { name: string; value: number | string; type?: number; children?: unknown }[] | undefined,
): { value: number; label: string }[] {
  const out: { value: number; label: string }[] = [];
  const walk = (list: readonly { name: string; value: number | string; type?: number; children?: unknown }[]) => {
    for (const n of list) {
      if (n.type === 2) out.push({ value: Number(n.value), label: n.name });
      if (Array.isArray(n.children)) walk(n.children as typeof list);
    }
  };
  walk(nodes ?? []);
  return out;
}
