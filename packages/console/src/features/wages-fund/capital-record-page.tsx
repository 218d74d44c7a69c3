// The page of one fund-source record (?id=), for 资金来源查看 and 资金来源填报: the record read by id, its title
// (「{name}：项目 周期」), 返回 to 资金来源确认, and what the page shows of it once read (`body`), or why there is none.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { components } from '@site/sdk';
import { RecordDetailPage } from '@/ui/detail-page';
import { capitalSourceQuery } from './fund-queries';

type Detail = components['schemas']['WagesCapitaSourceDetail'];

export function CapitalRecordPage({
  name,
  actions,
  body,
}: {
  name: string;
  /** The header's buttons for the record read (none while it loads). */
  actions?: (detail: Detail) => ReactNode;
  body: (detail: Detail) => ReactNode;
}) {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const detail = useQuery({ ...capitalSourceQuery(id), enabled: id > 0 });
  const data = detail.data;
  return (
    <RecordDetailPage
      title={data ? `${name}：${data.projectName ?? ''} ${data.period}` : name}
      backTo="/wages/capitalSource"
      actions={data && actions ? actions(data) : null}
      named={id > 0}
      missing="缺少资金来源记录，请从资金来源确认打开"
      pending={detail.isPending}
      record={data}
      notFound="未找到该资金来源记录"
    >
      {body}
    </RecordDetailPage>
  );
}
