// 企业电子印章 (/legal/seal, power_value 258): the seal ledger with company/type/status filters; 新增 opens /addSeal
// (bit 2), 详情 opens /sealDetail?id=, 启用/停用 (editStatus, allowed unless bit 1024) and 删除 (bit 8) after a
// confirmation. Designed calls: GET /legal-service/seal/page, POST seal/updateStatus, POST seal/delete.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { useSealToggle } from './seal-actions';
import { SEAL_STATUS, SEAL_TYPE, sealPageQuery, type Seal } from './seal-model';
import { sealColumns } from './seal-columns';
import { loadSeals, SEAL_LIST_KEY } from './seal-queries';
import { optionsOf } from '@/lib/options';

const FILTERS: FilterField[] = [
  { name: 'companyName', label: '企业名称' },
  { name: 'sealType', label: '印章类型', type: 'select', options: optionsOf(SEAL_TYPE) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(SEAL_STATUS) },
];

export default function SealPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const toggle = useSealToggle();
  const del = useRowDelete<Seal>({
    run: (s) => api.POST('/legal-service/seal/delete', { body: { id: s.id } }),
    done: '印章已删除',
    invalidate: SEAL_LIST_KEY,
  });
  const askDelete = del.ask;
  const askToggle = toggle.ask;
  const canToggle = perm.can('editStatus');
  const canDelete = perm.can('delete');

  const columns = useMemo(
    () =>
      sealColumns({
        canToggle,
        canDelete,
        onView: (seal) => void navigate(`/sealDetail?id=${seal.id}`),
        onToggle: askToggle,
        onDelete: askDelete,
      }),
    [navigate, canToggle, canDelete, askToggle, askDelete],
  );

  return (
    <>
      <ListScreen<Seal>
        id="legal-seals"
        title="企业电子印章"
        filters={FILTERS}
        columns={columns}
        operation={SEAL_LIST_KEY}
        rowId={(s) => String(s.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => void navigate('/addSeal')}>
              <Plus />
              新增印章
            </Button>
          ) : null
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await loadSeals(sealPageQuery(page, size, filters), signal);
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {toggle.dialog}
      <DeleteConfirm del={del} title="删除印章" message={(s) => `确定删除“${s.sealName}”吗？删除后不可恢复。`} />
    </>
  );
}
