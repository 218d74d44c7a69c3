// The left column of 流程分类 and 流程配置: a chooser (业务模块, 组织) in a small card over the 流程分类 tree, which
// shows the tree query's loading, failure and retry.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '@/lib/error-text';
import { TreePanel, type TreePanelProps } from '@/ui/tree-panel';
import type { FlowCategoryNode } from './flow-rules';

export function CategoryTreeSidebar({
  chooser,
  tree,
  ...panel
}: {
  chooser: ReactNode;
  tree: UseQueryResult<unknown>;
} & Omit<TreePanelProps<FlowCategoryNode>, 'label' | 'className' | 'loading' | 'error' | 'onRetry'>) {
  return (
    <div className="flex w-72 shrink-0 flex-col gap-3">
      <section className="rounded-md bg-white p-3 shadow-sm">{chooser}</section>
      <TreePanel<FlowCategoryNode>
        label="流程分类"
        className="min-h-0 flex-1"
        {...panel}
        loading={tree.isPending}
        error={errorText(tree.error)}
        onRetry={() => void tree.refetch()}
      />
    </div>
  );
}
