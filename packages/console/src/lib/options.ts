// A status table (code → Chinese label or tag) as the options of a filter or form select, in the table's key order.

export interface Option {
  value: string;
  label: string;
}

export const optionsOf = (table: Readonly<Record<string | number, string | { label: string }>>): Option[] =>
  Object.entries(table).map(([value, t]) => ({ value, label: typeof t === 'string' ? t : t.label }));

/** The options of a 1/0 flag (bound or not, enabled or not), 1 first as the screens list them. */
export const flagOptions = (yes: string, no: string) => [
  { value: 1, label: yes },
  { value: 0, label: no },
];
