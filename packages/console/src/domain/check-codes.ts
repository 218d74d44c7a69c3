// The codes the 检查管理 and 网格化巡检 screens share (001 §7.5): the hazard levels of a check item or problem, and the
// state and type of a 专项检查.
import { labels, tags } from '@site/sdk';
import { type TagStyle } from '@/ui/status-tag';

/** 隐患等级 (of a check item, a check's problem). */
export const TROUBLE_LEVELS: Record<number, TagStyle> = {
  1: { label: '一般隐患', tone: 'warning' },
  2: { label: '较大隐患', tone: 'danger' },
  3: { label: '重大隐患', className: 'bg-danger text-white' },
};

/** 专项检查状态. */
export const SPECIAL_STATUS = tags.GridCheck.status;

/** 专项类型. */
export const SPECIAL_TYPES: Readonly<Record<number, string>> = labels.GridSpecialCheck.specialType;
