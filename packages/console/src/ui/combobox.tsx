// A searchable select (issue #18) for long option lists (teams, companies, branches…): a button that shows the
// choice and opens a Radix Popover holding a cmdk list with a search box. Typing filters by substring (Chinese names
// have no word boundaries for a fuzzy score to use); ↑ ↓ move, Enter chooses, Escape closes and focus goes back to
// the button. The button is the labelled control (a <label htmlFor> names it), role combobox.
import { Fragment, useState, type Ref } from 'react';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface ComboboxOption {
  value: string | number;
  label: string;
  /** A heading the option is listed under (as a native select's <optgroup>); options of a group come together. */
  group?: string;
}

/** Options under their headings, in first-seen order (one untitled run when none has a group). */
function groupsOf(options: readonly ComboboxOption[]): { heading: string | undefined; options: ComboboxOption[] }[] {
  const groups: { heading: string | undefined; options: ComboboxOption[] }[] = [];
  for (const o of options) {
    const last = groups.find((g) => g.heading === o.group);
    if (last) last.options.push(o);
    else groups.push({ heading: o.group, options: [o] });
  }
  return groups;
}

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary';

/** Substring match on the option's label, case-insensitive (the 全部 entry shows while nothing is typed). */
function matchOption(search: string, keywords: readonly string[] | undefined): number {
  const q = search.trim().toLowerCase();
  if (!q) return 1;
  return (keywords ?? []).some((k) => k.toLowerCase().includes(q)) ? 1 : 0;
}

export interface ComboboxProps {
  id?: string;
  /** What is being chosen (班组): names the search box (搜索班组). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** The entry for no choice, first in the list; the button shows it while nothing is chosen. */
  emptyLabel?: string;
  /** Whether the empty entry is listed (a required field that has a value leaves it out). */
  showEmpty?: boolean;
  disabled?: boolean;
  /** aria-invalid on the button (a form's refused field). */
  invalid?: boolean;
  /** The list holds focus and scrolling while open: needed inside a modal dialog, whose scroll lock would take the wheel. */
  modal?: boolean;
  /** The button, for a form to focus the first invalid field. */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  /** Where no <label htmlFor> names the button. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

export function Combobox({
  id,
  label,
  value,
  onChange,
  options,
  emptyLabel = '全部',
  showEmpty = true,
  disabled,
  invalid,
  modal,
  ref,
  onBlur,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  className,
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((o) => String(o.value) === value);
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
  };
  const listId = id ? `${id}-list` : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen} modal={modal}>
      <PopoverTrigger
        ref={ref}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        aria-invalid={invalid || undefined}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        disabled={disabled}
        onBlur={onBlur}
        className={cn(
          'flex h-8 w-44 items-center justify-between gap-1 rounded border border-line bg-white px-2 text-left text-sm outline-none focus-visible:border-primary focus-visible:ring-1 focus-visible:ring-primary aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:bg-gray-50',
          className,
        )}
      >
        <span className={cn('truncate', !chosen && 'text-gray-500')}>{chosen?.label ?? emptyLabel}</span>
        <ChevronsUpDown className="size-3.5 shrink-0 text-gray-500" aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[var(--radix-popover-trigger-width)] min-w-56 p-0">
        {/* Opens on the current choice, highlighted (as Ant Design's select does). */}
        <Command
          defaultValue={value || '__all__'}
          filter={(_value, search, keywords) => matchOption(search, keywords)}
          loop
        >
          <Command.Input
            aria-label={`搜索${label}`}
            placeholder={`搜索${label}`}
            className="h-9 w-full border-b border-line px-3 text-sm outline-none placeholder:text-gray-400"
          />
          <Command.List id={listId} aria-label={label} className="max-h-64 overflow-y-auto p-1">
            <Command.Empty className="px-3 py-2 text-gray-500">无匹配项</Command.Empty>
            {showEmpty ? (
              <Command.Item value="__all__" keywords={[]} onSelect={() => choose('')} className={ITEM}>
                <Check className={cn('size-3.5', value ? 'invisible' : '')} aria-hidden />
                {emptyLabel}
              </Command.Item>
            ) : null}
            <OptionGroups options={options} value={value} onChoose={choose} />
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

/** The options under their headings, the chosen one ticked. */
function OptionGroups({
  options,
  value,
  onChoose,
}: {
  options: readonly ComboboxOption[];
  value: string;
  onChoose: (value: string) => void;
}) {
  return (
    <>
      {groupsOf(options).map((g, i) => {
        const items = g.options.map((o) => (
          <Command.Item
            key={o.value}
            value={String(o.value)}
            keywords={[o.label]}
            onSelect={() => onChoose(String(o.value))}
            className={ITEM}
          >
            <Check className={cn('size-3.5', String(o.value) === value ? '' : 'invisible')} aria-hidden />
            {o.label}
          </Command.Item>
        ));
        return g.heading === undefined ? (
          <Fragment key={`-${i}`}>{items}</Fragment>
        ) : (
          <Command.Group
            key={`${g.heading}-${i}`}
            heading={g.heading}
            className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-gray-500"
          >
            {items}
          </Command.Group>
        );
      })}
    </>
  );
}
