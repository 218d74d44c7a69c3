// Pure rules of 安全帽管理 (seed 001 §7.4, §4; 000 §3): the status tables shown as tags, the bind body with exactly
// the four seed-named fields, and what a row allows.
import { tags } from '@site/sdk';
import type { components } from '@site/sdk';
import type { TagStyle } from '@/ui/status-tag';

export type WorkerBinding = components['schemas']['HelmetWorkerBinding'];
export type ManagerBinding = components['schemas']['HelmetManagerBinding'];
export type BindBody = components['schemas']['HelmetBinding'];
export type UploadRow = components['schemas']['HelmetUploadRow'];
export type HistoryRow = components['schemas']['HelmetHistory'];

/** The battery beside a helmet's state: its share and the text colour (red when low). */
interface Battery {
  label: string;
  className: string;
}

/** 归还方式 (returnhat return_type; history return_type). */
export const RETURN_TYPES = tags.HelmetReturnBody.return_type;

/** 上传行状态 (check_status): 0 待确认, 1 已确认, 2 校验失败. */
export const CHECK_STATUS = tags.HelmetUploadCheck.check_status;

/** 人员类型 (person_type): 1 工人, 2 管理人员. */
export const PERSON_TYPES = tags.AlarmHatTopRow.person_type;

/** Battery under this share (%) shows as low (the statistics' 低电量 threshold). */
export const LOW_BATTERY = 20;

/** A person is bound when the row carries a helmet number. */
export const isBound = (row: { innerid?: string | null }): boolean => Boolean(row.innerid && row.innerid.trim());

/** The helmet's state on a binding row: 未绑定, or 在线/离线 with the battery. */
export function helmetState(row: {
  innerid?: string | null;
  online?: boolean;
  electricity?: number | null;
}): TagStyle & { battery?: Battery } {
  if (!isBound(row)) return { label: '未绑定', tone: 'muted' };
  const state: TagStyle = row.online ? { label: '在线', tone: 'success' } : { label: '离线', tone: 'muted' };
  if (row.electricity === null || row.electricity === undefined) return state;
  const low = row.electricity < LOW_BATTERY;
  return {
    ...state,
    battery: { label: `${row.electricity}%`, className: low ? 'bg-danger/10 text-danger' : 'text-gray-600' },
  };
}

/** The bindhat body: exactly innerid, name, id, batch_id (seed 000 §3) — the helmet's number and batch, the person. */
export function bindBody(
  person: { id: number; name: string },
  helmet: { innerid: string; batch_id: string },
): BindBody {
  return { innerid: helmet.innerid, name: person.name, id: person.id, batch_id: helmet.batch_id };
}

/** A row of an upload batch can be confirmed only while it waits (0); failed (2) and confirmed (1) rows cannot. */
export const canConfirmUpload = (row: Pick<UploadRow, 'check_status'>): boolean => row.check_status === 0;
/** Confirmed rows are bindings already; only unconfirmed rows can be deleted from the batch. */
export const canDeleteUpload = (row: Pick<UploadRow, 'check_status'>): boolean => row.check_status !== 1;

/** The upload list is asked for in one go (seed 000 §9: page 1, limit 10000). */
const UPLOAD_LIST_LIMIT = 10000;
export const uploadListQuery = (batchId: string) => ({ batch_id: batchId, page: 1, limit: UPLOAD_LIST_LIMIT });

/** Accepted spreadsheet files for the bulk upload. */
export const UPLOAD_ACCEPT = '.xlsx,.xls';
export const isSpreadsheet = (name: string): boolean => /\.(xlsx|xls)$/i.test(name);

export type ObservationUploadRow = components['schemas']['HelmetObservationUploadRow'];
export type RosterUploadRow = components['schemas']['HelmetRosterUploadRow'];

/** 旁站类型 (observer_type): 1 总包旁站, 2 分包旁站, 3 监理旁站, 4 安全观察员. */
export const OBSERVER_TYPES: Record<1 | 2 | 3 | 4, TagStyle> = {
  1: { label: '总包旁站', tone: 'primary' },
  2: { label: '分包旁站', tone: 'primary' },
  3: { label: '监理旁站', tone: 'warning' },
  4: { label: '安全观察员', tone: 'success' },
};

/**
 * The counts a roster batch (旁站人员, 管理人员名单) shows above its rows: waiting (0, each confirmed on its own with
 * sure {id}), confirmed (1) and failed (2, can only be deleted).
 */
export function batchState(rows: readonly { check_status: 0 | 1 | 2 }[]): {
  waiting: number;
  failed: number;
  confirmed: number;
} {
  const count = (s: 0 | 1 | 2) => rows.filter((r) => r.check_status === s).length;
  const waiting = count(0);
  const failed = count(2);
  return { waiting, failed, confirmed: count(1) };
}
