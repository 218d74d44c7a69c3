// The layout of the check lists that an organisation tree scopes (点位检查, 专项检查管理, 监督检查, 企业检查): the
// tree, a banner naming the chosen node, the list with its 新增 button, then the screen's dialogs.
import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/ui/button';
import { ListScreen, type ListScreenProps } from '@/ui/list-screen';
import type { OrgNode } from './check-model';
import { ScopeBanner, ScopeTree } from './check-parts';

export function ScopedCheckList<Row>({
  node,
  onNode,
  caption,
  nodeLabel = (n) => n.label,
  addLabel,
  onAdd,
  dialogs,
  ...list
}: ListScreenProps<Row> & {
  /** The organisation tree's chosen node. */
  node: OrgNode | null;
  onNode: (node: OrgNode | null) => void;
  /** The banner's caption (当前项目, 当前范围) and what it says of the chosen node. */
  caption: string;
  nodeLabel?: (node: OrgNode) => ReactNode;
  addLabel: string;
  /** 新增; none without the power bit. */
  onAdd: (() => void) | null;
  /** The screen's dialogs. */
  dialogs: ReactNode;
}) {
  return (
    <div className="flex min-h-[560px] gap-3">
      <ScopeTree selected={node} onSelect={onNode} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {node ? (
          <ScopeBanner caption={caption} onClear={() => onNode(null)}>
            {nodeLabel(node)}
          </ScopeBanner>
        ) : null}
        <ListScreen<Row>
          {...list}
          toolbar={
            onAdd ? (
              <Button variant="primary" onClick={onAdd}>
                <Plus />
                {addLabel}
              </Button>
            ) : null
          }
        />
      </div>
      {dialogs}
    </div>
  );
}
