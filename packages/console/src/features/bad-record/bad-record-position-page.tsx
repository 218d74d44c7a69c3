// 处理岗位配置 of bad records (001 §7.8: GET positions, echo*HandlerName; §6: handling configured per level with
// positions): for project, branch and company level, the positions that may handle a record (with how many people
// hold them) and who handles records now at that level for the chosen project.
// The spec has no call that saves a bad-record position configuration, so this screen reads only.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import type { OrgNode } from '@/session/org-tree';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { LoadFailed } from '@/ui/retry-failed';
import { BarCombobox } from '@/ui/bar-combobox';
import { Tag, type Tone } from '@/ui/status-tag';
import { LEVELS } from './bad-record-model';
import { handlerQuery, positionsQuery, projectOf } from './bad-record-queries';

const TONES: Record<number, Tone> = { 1: 'primary', 2: 'warning', 3: 'danger' };

export default function BadRecordPositionPage() {
  const { identity } = useSession();
  const own = projectOf(identity);
  const tree = useQuery({ ...orgSelectTreeQuery(), enabled: !own });
  const treeData = tree.data;
  const projects = useMemo(() => {
    const out: { value: string; label: string; orgId: number }[] = [];
    const walk = (nodes: readonly OrgNode[] | undefined, parent: number) =>
      nodes?.forEach((n) => {
        if (n.type === 2) out.push({ value: String(n.value), label: n.name, orgId: parent });
        walk(n.children, n.value);
      });
    walk(treeData, 0);
    return out;
  }, [treeData]);
  const [draft, setDraft] = useState('');
  const [chosen, setChosen] = useState<string>('');
  const projectId = own ?? (Number(chosen || projects[0]?.value) || undefined);
  const orgId = own ? identity?.org_batch_id || undefined : projects.find((p) => p.value === String(projectId))?.orgId;
  const positions = useQuery(positionsQuery());

  return (
    <div className="flex flex-col gap-3">
      <section className="flex flex-wrap items-center gap-3 rounded-md bg-white p-4 shadow-sm">
        <h2 className="mr-2 text-base font-semibold text-gray-900">不良行为处理岗位配置</h2>
        {own ? (
          <span className="text-sm text-gray-600">项目：{identity?.project_name}</span>
        ) : (
          <form
            className="flex items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              setChosen(draft);
            }}
          >
            <BarCombobox
              id="bad-pos-project"
              label="项目"
              labelClassName="text-sm text-gray-600"
              className="w-56"
              value={draft || projects[0]?.value || ''}
              onChange={setDraft}
              options={projects}
              showEmpty={false}
              emptyLabel=""
            />
            <Button type="submit" variant="primary">
              查询
            </Button>
          </form>
        )}
        <p className="w-full text-xs text-gray-500">
          不良行为记录依次由项目、分公司、公司三级处理；每一级由下列岗位上的人员处理，处理人随岗位人员变化自动更新。
        </p>
      </section>
      <div className="grid gap-3 lg:grid-cols-3">
        {([1, 2, 3] as const).map((level) => (
          <LevelCard
            key={level}
            level={level}
            ids={level === 1 ? { projectId } : level === 2 ? { orgId } : {}}
            ready={level !== 1 || projectId !== undefined}
            positions={(positions.data ?? []).filter((p) => p.level === level)}
            positionsPending={positions.isPending}
            positionsError={positions.error}
          />
        ))}
      </div>
    </div>
  );
}

function LevelCard({
  level,
  ids,
  ready,
  positions,
  positionsPending,
  positionsError,
}: {
  level: 1 | 2 | 3;
  ids: { projectId?: number | undefined; orgId?: number | undefined };
  ready: boolean;
  positions: { positionId: number; positionName: string; userCount?: number }[];
  positionsPending: boolean;
  positionsError: unknown;
}) {
  const clean = Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined)) as {
    projectId?: number;
    orgId?: number;
  };
  const handler = useQuery({ ...handlerQuery(level, clean), enabled: ready });
  const h = handler.data;
  const configured = new Set(h?.positionNames ?? []);
  return (
    <DetailSection
      title={`${LEVELS[level]}级处理`}
      extra={<Tag tag={{ label: `第 ${level} 级`, tone: TONES[level] }} />}
      className="flex flex-col"
    >
      <dl className="flex flex-col gap-2 text-sm" aria-label={`${LEVELS[level]}级处理人`}>
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-gray-500">组织</dt>
          <dd className="text-gray-900">{handler.isPending && ready ? '加载中…' : (h?.orgName ?? '—')}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-gray-500">处理人</dt>
          <dd className="font-medium text-gray-900">
            {handler.isError ? <LoadFailed error={handler.error} /> : (h?.handlerName ?? '—')}
          </dd>
        </div>
      </dl>
      <h4 className="mb-2 mt-4 text-xs font-medium text-gray-500">可配置岗位</h4>
      {positionsPending ? (
        <Loading />
      ) : positionsError ? (
        <LoadFailed error={positionsError} />
      ) : !positions.length ? (
        <p className="text-sm text-muted">暂无岗位</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {positions.map((p) => (
            <li key={p.positionId} className="flex items-center gap-2 rounded border border-line px-3 py-2 text-sm">
              <span className="text-gray-900">{p.positionName}</span>
              {configured.has(p.positionName) ? <Tag tag={{ label: '处理岗位', tone: 'success' }} /> : null}
              <span className="ml-auto text-xs text-gray-500">{p.userCount ?? 0} 人在岗</span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
