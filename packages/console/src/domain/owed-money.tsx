// An amount still owed (未发, 缺口) in a table cell: red while above zero, grey once settled.
import { Money } from './money-cell';

export function OwedMoney({ value }: { value: number | null | undefined }) {
  return <Money value={value} tone={(value ?? 0) > 0 ? 'danger' : 'muted'} />;
}
