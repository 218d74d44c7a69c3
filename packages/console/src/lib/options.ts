// A status table (code → Chinese label or tag) as the options of a filter or form select, in the table's key order.

export interface Option {
  value: string;
  label: string;
}

export const optionsOf = (table: Readonly<Record<string | number, string | { label: string }>>): Option[] =>
  Object.entries(table).map(([value, t]) => ({ value, label: typeof t === 'string' ? t : t.label }));
