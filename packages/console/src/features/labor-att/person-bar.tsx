// Who a person screen (人员轨迹, 人员每日考勤) is about, with 选择人员 / 更换人员: picking someone opens the same
// screen for them over the same period.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { UserRound, UserSearch } from 'lucide-react';
import { Button } from '@/ui/button';
import { Tag } from '@/ui/status-tag';
import { PERSON_TYPE, type DateRange, type PersonRef } from './labor-att-model';
import { PersonPickerDialog } from './person-picker-dialog';

export function PersonBar({
  person,
  range,
  linkTo,
}: {
  person: PersonRef | null;
  range: DateRange;
  /** The screen's address for a person over a range. */
  linkTo: (person: PersonRef, range: DateRange) => string;
}) {
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  return (
    <>
      {person ? (
        <span className="flex items-center gap-1.5" aria-label="当前人员">
          <UserRound className="size-4 text-primary" aria-hidden />
          <span className="font-medium text-gray-900">{person.name ?? `人员 ${person.person_id}`}</span>
          <Tag
            tag={{ label: PERSON_TYPE[person.person_type], tone: person.person_type === 1 ? 'primary' : 'success' }}
          />
        </span>
      ) : (
        <span className="text-gray-400">尚未选择人员</span>
      )}
      <Button size="sm" variant="link" onClick={() => setPicking(true)}>
        <UserSearch />
        {person ? '更换人员' : '选择人员'}
      </Button>
      {picking ? (
        <PersonPickerDialog
          range={range}
          initialType={person?.person_type ?? 1}
          onClose={() => setPicking(false)}
          onPick={(p) => {
            setPicking(false);
            void navigate(linkTo(p, range));
          }}
        />
      ) : null}
    </>
  );
}

/** What a person screen shows before anyone is chosen. */
export function NoPerson({ what }: { what: string }) {
  return (
    <section className="flex flex-col items-center gap-2 rounded-md bg-white py-16 text-sm text-gray-500 shadow-sm">
      <UserSearch className="size-10 text-gray-300" aria-hidden />
      <p>请先选择人员，再查看其{what}</p>
      <p className="text-xs text-gray-400">
        也可以从组织、项目管理人员、参建企业或工人考勤的名单中点“{what === '轨迹' ? '轨迹' : '每日考勤'}”进入
      </p>
    </section>
  );
}
