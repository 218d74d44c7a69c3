import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2, ChevronDown, ChevronRight, ExternalLink } from 'lucide-react';
import type { Identity } from '@/platform/session-store';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import {
  branchKeys,
  findParent,
  isProject,
  nodeKey,
  projectEntryUrl,
  searchTree,
  type OrgNode,
} from '@/session/org-tree';
import { SearchInput } from '@/ui/search-input';
import { Loading } from '@/ui/loading';
import { cn } from '@/lib/cn';
import { LoadFailed } from '@/ui/retry-failed';

/** The popover's content: mounted only while open, so the tree is fetched on first opening and cached after. */
export function OrgTreePanel({ identity, onChosen }: { identity: Identity; onChosen: () => void }) {
  const query = useQuery(orgSelectTreeQuery());
  const [keyword, setKeyword] = useState('');
  // Keys whose expansion differs from the default (roots open; everything open while searching).
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const tree = useMemo(() => query.data ?? [], [query.data]);
  const shown = useMemo(() => searchTree(tree, keyword), [tree, keyword]);
  const defaults = useMemo(() => new Set(keyword.trim() ? branchKeys(shown) : shown.map(nodeKey)), [shown, keyword]);
  const isExpanded = (key: string) => defaults.has(key) !== toggled.has(key);
  const toggle = (key: string) =>
    setToggled((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const choose = (project: OrgNode, renderedUnder: OrgNode | null) => {
    const parent = (project.innerid ? findParent(tree, project.innerid) : null) ?? renderedUnder;
    const url = projectEntryUrl(window.location.href, project, parent, identity);
    window.open(url, '_blank', 'noopener,noreferrer');
    onChosen();
  };

  const renderNodes = (nodes: OrgNode[], parent: OrgNode | null, depth: number) => (
    <ul className="space-y-0.5">
      {nodes.map((node) => {
        const key = nodeKey(node);
        const pad = { paddingLeft: `${depth * 18 + 4}px` };
        if (isProject(node)) {
          return (
            <li key={key}>
              <button
                type="button"
                onClick={() => choose(node, parent)}
                title="在新标签页打开该项目"
                style={pad}
                className="group flex w-full items-center gap-1.5 rounded py-1.5 pr-2 text-left hover:bg-primary-soft hover:text-primary"
              >
                <span className="size-4 shrink-0" />
                <span className="truncate">{node.name}</span>
                <ExternalLink className="ml-auto size-3.5 shrink-0 opacity-0 group-hover:opacity-100" aria-hidden />
              </button>
            </li>
          );
        }
        const hasChildren = Boolean(node.children?.length);
        const expanded = hasChildren && isExpanded(key);
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => hasChildren && toggle(key)}
              aria-expanded={hasChildren ? expanded : undefined}
              style={pad}
              className={cn(
                'flex w-full items-center gap-1.5 rounded py-1.5 pr-2 text-left font-medium text-gray-800',
                hasChildren ? 'hover:bg-gray-100' : 'cursor-default text-muted',
              )}
            >
              {hasChildren ? (
                expanded ? (
                  <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
                ) : (
                  <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
                )
              ) : (
                <span className="size-4 shrink-0" />
              )}
              <Building2 className="size-4 shrink-0 text-primary" aria-hidden />
              <span className="truncate">{node.name}</span>
            </button>
            {expanded ? renderNodes(node.children ?? [], node, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="flex flex-col gap-2">
      <SearchInput
        type="search"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setToggled(new Set());
        }}
        placeholder="关键字搜索"
        aria-label="搜索组织或项目"
      />
      <nav aria-label="组织树" className="max-h-[600px] overflow-auto" data-testid="org-tree">
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <LoadFailed className="justify-center p-6" label="组织树加载失败：" error={query.error} />
        ) : shown.length ? (
          renderNodes(shown, null, 0)
        ) : (
          <p className="p-6 text-center text-sm text-muted">{keyword.trim() ? '没有匹配的组织或项目' : '暂无数据'}</p>
        )}
      </nav>
    </div>
  );
}
