// Who holds a helmet (001 §7.4 GET /star/laborhat/getworker and getmanager, by innerid): the 详情 of a bound row, and
// 按安全帽查人 — pick a bound helmet from /pc/hat/select (searched by number or name) and see its holder.
import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { DetailSection, type DetailItem } from '@/ui/detail-page';
import { Field } from '@/ui/field';
import { SearchInput } from '@/ui/search-input';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { ViewDialog } from '@/ui/view-dialog';
import { Tag } from '@/ui/status-tag';
import { PERSON_TYPES, type ManagerBinding, type WorkerBinding } from './hat-model';
import { boundHelmetOptionsQuery, helmetHolderQuery } from './hat-queries';
import { HelmetStateCell } from './helmet-state-cell';
import { LoadFailed } from '@/ui/retry-failed';

type Kind = '工人' | '管理人员';

function holderItems(kind: Kind, h: WorkerBinding | ManagerBinding): DetailItem[] {
  const common: DetailItem[] = [
    { label: '姓名', value: h.name },
    { label: '人员类型', value: <Tag tag={PERSON_TYPES[h.person_type ?? (kind === '工人' ? 1 : 2)]} /> },
    { label: '手机号', value: h.mobile || '—' },
  ];
  const own: DetailItem[] =
    kind === '管理人员'
      ? [
          { label: '岗位', value: (h as ManagerBinding).post_name || '—' },
          { label: '所在项目', value: (h as ManagerBinding).project_name || '—' },
        ]
      : [
          { label: '工种', value: (h as WorkerBinding).work_type || '—' },
          { label: '班组', value: (h as WorkerBinding).team_name || '—' },
          { label: '参建单位', value: (h as WorkerBinding).company_name || '—', wide: true },
        ];
  return [
    ...common,
    ...own,
    { label: '安全帽编号', value: <span className="font-mono">{h.innerid}</span> },
    { label: '批次号', value: h.batch_id || '—' },
    { label: '绑定时间', value: formatDate(h.bind_time, 'minute') },
    { label: '安全帽状态', value: <HelmetStateCell row={h} />, wide: true },
  ];
}

/** The holder of one helmet, as the server tells it now. */
function HelmetHolder({ kind, innerid }: { kind: Kind; innerid: string }) {
  const holder = useQuery(helmetHolderQuery(kind, innerid));
  if (holder.isPending) return <Loading />;
  if (holder.isError)
    return <LoadFailed className="justify-center p-4" label="绑定信息加载失败：" error={holder.error} />;
  if (!holder.data)
    return (
      <p className="p-4 text-center text-sm text-muted">
        安全帽 {innerid} 当前未绑定{kind}
      </p>
    );
  return (
    <DetailSection
      title={`绑定${kind}`}
      columns={2}
      items={holderItems(kind, holder.data)}
      className="p-0 shadow-none"
    />
  );
}

/** 详情 of a bound row. */
export function HelmetHolderDialog({ kind, innerid, onClose }: { kind: Kind; innerid: string; onClose: () => void }) {
  return (
    <ViewDialog title={`安全帽 ${innerid}`} onClose={onClose} width={600}>
      <HelmetHolder kind={kind} innerid={innerid} />
    </ViewDialog>
  );
}

/** 按安全帽查人: search bound helmets by number or name, choose one, see who holds it. */
export function HelmetLookupDialog({ kind, onClose }: { kind: Kind; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [innerid, setInnerid] = useState('');
  const k = useDeferredValue(keyword.trim());
  const options = useQuery(boundHelmetOptionsQuery(k));
  return (
    <ViewDialog title="按安全帽查人" onClose={onClose} width={600}>
      <div className="flex flex-col gap-3">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SearchInput
            boxClassName="self-start"
            aria-label="查找安全帽"
            placeholder="安全帽编号或姓名"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Field htmlFor="lookup-innerid">
            <Select
              id="lookup-innerid"
              aria-label="已绑定的安全帽"
              value={innerid}
              onChange={(e) => setInnerid(e.target.value)}
              placeholder={options.isPending ? '加载中…' : `请选择（${options.data?.length ?? 0} 顶）`}
              options={(options.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
            />
            {options.isError ? <LoadFailed label="安全帽列表加载失败：" error={options.error} /> : null}
          </Field>
        </div>
        {innerid ? (
          <HelmetHolder kind={kind} innerid={innerid} />
        ) : (
          <p className="rounded border border-dashed border-line p-6 text-center text-sm text-muted">
            选择一顶已绑定的安全帽，查看绑定的{kind}
          </p>
        )}
      </div>
    </ViewDialog>
  );
}
