// Choosing the person whose trace or daily attendance to show: workers from 工人出勤（按工人）, managers from
// 项目管理人员出勤（按人员）, searched by name or phone over the same period.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { ViewDialog } from '@/ui/view-dialog';
import { Loading } from '@/ui/loading';
import type { FilterValues } from '@/lib/list-params';
import { PERSON_TYPE, type DateRange, type PersonRef, type PersonType } from './labor-att-model';
import { listLoaders } from './labor-att-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { listScreenKey } from '@/ui/list-screen';

interface Candidate {
  ref: PersonRef;
  detail: string;
}

async function findPeople(type: PersonType, keyword: string, range: DateRange, signal?: AbortSignal) {
  const filters: FilterValues = keyword ? { keyword } : {};
  const args = { page: 1, size: 10, filters, signal };
  if (type === 1) {
    const found = await listLoaders.workers(range)(args);
    return {
      total: found.total,
      rows: found.rows.map<Candidate>((w) => ({
        ref: { person_id: w.worker_id, person_type: 1, name: w.worker_name },
        detail: [w.work_type, w.team_name, w.project_name].filter(Boolean).join(' · '),
      })),
    };
  }
  const found = await listLoaders.managerPeople(range)(args);
  return {
    total: found.total,
    rows: found.rows.map<Candidate>((p) => ({
      ref: { person_id: p.person_id, person_type: 2, name: p.name },
      detail: [p.position, p.project_name, p.mobile].filter(Boolean).join(' · '),
    })),
  };
}

export function PersonPickerDialog({
  range,
  initialType = 1,
  onPick,
  onClose,
}: {
  range: DateRange;
  initialType?: PersonType;
  onPick: (person: PersonRef) => void;
  onClose: () => void;
}) {
  const [type, setType] = useState<PersonType>(initialType);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: listScreenKey(type === 1 ? 'listLaborWorkerAttendanceByWorker' : 'listProjectManagerAttendanceByPerson', [
      'pick',
      keyword,
      range,
    ]),
    queryFn: ({ signal }) => findPeople(type, keyword, range, signal),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(typed.trim());
  };
  return (
    <ViewDialog title="选择人员" onClose={onClose} width={620}>
      <form role="search" onSubmit={submit} className="mb-3 flex items-center gap-2">
        <label htmlFor="labor-pick-type" className="sr-only">
          人员类别
        </label>
        <Select
          id="labor-pick-type"
          value={String(type)}
          onChange={(e) => setType(e.target.value === '2' ? 2 : 1)}
          className="h-8 w-32"
        >
          <option value="1">{PERSON_TYPE[1]}</option>
          <option value="2">项目{PERSON_TYPE[2]}</option>
        </Select>
        <label htmlFor="labor-pick-keyword" className="sr-only">
          姓名或手机号
        </label>
        <Input
          id="labor-pick-keyword"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="姓名或手机号"
          className="h-8 flex-1"
        />
        <Button type="submit" variant="primary">
          <Search />
          搜索
        </Button>
      </form>
      {found.isPending ? (
        <Loading />
      ) : found.isError ? (
        <LoadFailed className="justify-center py-6" error={found.error} />
      ) : found.data.rows.length ? (
        <>
          <ul aria-label="候选人员" className="divide-y divide-line rounded border border-line">
            {found.data.rows.map((c) => (
              <li key={c.ref.person_id} className="flex items-center gap-3 px-3 py-2">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-gray-900">{c.ref.name}</span>
                  <span className="truncate text-xs text-gray-400">{c.detail || '—'}</span>
                </span>
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() => onPick(c.ref)}
                  aria-label={`选择${c.ref.name ?? ''}`}
                >
                  选择
                </Button>
              </li>
            ))}
          </ul>
          {found.data.total > found.data.rows.length ? (
            <p className="mt-2 text-xs text-gray-400">
              共 {found.data.total} 人，仅显示前 {found.data.rows.length} 人，请输入姓名缩小范围
            </p>
          ) : null}
        </>
      ) : (
        <p className="py-6 text-center text-sm text-gray-400">没有找到人员</p>
      )}
    </ViewDialog>
  );
}
