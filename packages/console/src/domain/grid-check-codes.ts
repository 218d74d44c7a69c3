// The code tables that the 网格化巡检 set-up screens, 点位任务 and 检查管理 share (001 §7.5), shown as tags.
import type { TagStyle } from '@/ui/status-tag';

/** 检查结论：0 未检查，1 安全，2 存在隐患. */
export const SAFE_STATUS: Record<number, TagStyle> = {
  0: { label: '未检查', tone: 'muted' },
  1: { label: '安全', tone: 'success' },
  2: { label: '存在隐患', tone: 'danger' },
};

/** 隐患等级：1 一般，2 较大，3 重大 (of a check's problems and of the hazard library). */
export const TROUBLE_LEVEL: Record<number, TagStyle> = {
  1: { label: '一般隐患', tone: 'warning' },
  2: { label: '较大隐患', tone: 'danger' },
  3: { label: '重大隐患', className: 'bg-danger text-white' },
};

/** 专项检查状态 (also a check's 检查状态). */
export const SPECIAL_STATUS: Record<number, TagStyle> = {
  0: { label: '未开始', tone: 'muted' },
  1: { label: '进行中', tone: 'primary' },
  2: { label: '已完成', tone: 'success' },
  3: { label: '已撤回', tone: 'danger' },
};

/** 专项类型. */
export const SPECIAL_TYPES: Record<number, string> = {
  1: '临时用电',
  2: '起重机械',
  3: '深基坑',
  4: '高处作业',
  5: '消防安全',
  6: '冬季施工',
};
