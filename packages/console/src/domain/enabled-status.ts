// The 启用状态 of a configuration row (a rule, a check item, a duty configuration, a restricted-area point …):
// 0 停用，1 启用.
import { tags } from '@site/sdk';

export const ENABLED_STATUS = tags.GridRule.enabled;
