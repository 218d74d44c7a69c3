// 责任人 of a grid point's form: the project's candidates (/grid/ginGridPointPersonList/listPerson), searched by name
// or mobile, each given a point duty (网格长, 网格员, 巡检员) or none.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { PERSON_TYPES, optionsOf } from './grid-setup-codes';
import { personKey, type PointFormValues } from './grid-point-codes';
import { pointPersonsQuery } from './grid-setup-queries';

export function PointPersonsField({ form, projectId }: { form: UseFormReturn<PointFormValues>; projectId: number }) {
  const [keyword, setKeyword] = useState('');
  const candidates = useQuery(pointPersonsQuery({ projectId }));
  const shownPeople = useMemo(() => {
    const k = keyword.trim();
    const all = candidates.data ?? [];
    return k ? all.filter((p) => p.name.includes(k) || (p.mobile ?? '').includes(k)) : all;
  }, [candidates.data, keyword]);
  const { errors } = form.formState;
  // The people's error sits on the record itself (a record's keys could shadow `message` in the type).
  const personsError = typeof errors.persons?.message === 'string' ? errors.persons.message : '';
  return (
    <fieldset className="mb-1">
      <legend className="mb-1.5 flex w-full items-center gap-2 text-sm text-gray-700">
        <span>
          <span aria-hidden className="mr-0.5 text-danger">
            *
          </span>
          责任人
        </span>
      </legend>
      <div className="mb-2 flex items-center gap-2">
        <Input
          aria-label="搜索责任人"
          className="h-8 w-60"
          placeholder="姓名或手机号"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <span className="text-xs text-muted">为每位人员选择点位职责；不选表示不负责此点位</span>
      </div>
      <div className="max-h-56 overflow-y-auto rounded border border-line">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-gray-50 text-left text-gray-600">
            <tr>
              <th className="px-3 py-1.5 font-medium">姓名</th>
              <th className="px-3 py-1.5 font-medium">岗位</th>
              <th className="px-3 py-1.5 font-medium">所属单位</th>
              <th className="px-3 py-1.5 font-medium">负责点位</th>
              <th className="w-32 px-3 py-1.5 font-medium">点位职责</th>
            </tr>
          </thead>
          <tbody>
            {shownPeople.map((p) => (
              <tr key={p.userId} className="border-t border-line">
                <td className="whitespace-nowrap px-3 py-1.5">
                  <span className="font-medium text-gray-900">{p.name}</span>
                  {p.mobile ? <span className="ml-1 text-xs text-muted">{p.mobile}</span> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-1.5">{p.position || '—'}</td>
                <td className="px-3 py-1.5">{p.companyName || '—'}</td>
                <td className="whitespace-nowrap px-3 py-1.5 tabular-nums">{p.pointCount ?? 0} 个</td>
                <td className="px-3 py-1.5">
                  <Select
                    aria-label={`${p.name}的点位职责`}
                    className="h-8"
                    options={optionsOf(PERSON_TYPES)}
                    placeholder="不负责"
                    {...form.register(`persons.${personKey(p.userId)}`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {candidates.isPending ? (
          <Loading />
        ) : !shownPeople.length ? (
          <p className="py-4 text-center text-sm text-muted">暂无人员</p>
        ) : null}
      </div>
      <p role={personsError ? 'alert' : undefined} className="min-h-4 pt-1 text-xs leading-4 text-danger">
        {personsError}
      </p>
    </fieldset>
  );
}
