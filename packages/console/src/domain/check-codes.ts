// The codes the 检查管理 and 网格化巡检 screens share (001 §7.5): the hazard levels of a check item or problem, and the
// state and type of a 专项检查.
import type { TagStyle } from '@/ui/status-tag';

/** 隐患等级 (of a check item, a check's problem). */
export const TROUBLE_LEVELS: Record<number, TagStyle> = {
  1: { label: '一般隐患', tone: 'warning' },
  2: { label: '较大隐患', tone: 'danger' },
  3: { label: '重大隐患', className: 'bg-danger text-white' },
};

/** 专项检查状态. */
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
