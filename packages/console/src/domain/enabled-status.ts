// The 启用状态 of a configuration row (a rule, a check item, a duty configuration, a restricted-area point …):
// 0 停用，1 启用.
import type { TagStyle } from '@/ui/status-tag';

export const ENABLED_STATUS: Record<number, TagStyle> = {
  0: { label: '停用', tone: 'muted' },
  1: { label: '启用', tone: 'success' },
};
