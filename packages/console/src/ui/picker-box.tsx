// The text box of the date, month and date-time pickers (ui/date-picker, ui/date-time-picker): typed, or ↓ (or the
// icon) opens the picker's popover, anchored to it.
import type { ReactNode, RefObject } from 'react';
import { Anchor as PopoverAnchor } from '@radix-ui/react-popover';
import { cn } from '@/lib/cn';
import { CONTROL } from './input';
import type { useTypedValue } from './date-picker';

/** What the caller gives the box: its name, state and classes. */
export interface PickerBoxField {
  id?: string | undefined;
  name?: string | undefined;
  invalid?: boolean | undefined;
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
  onBlur?: (() => void) | undefined;
  className?: string | undefined;
  inputClassName?: string | undefined;
}

export function PickerBox({
  field,
  input,
  box,
  placeholder,
  width,
  icon,
  open,
  setOpen,
  popup = false,
}: {
  field: PickerBoxField;
  input: RefObject<HTMLInputElement | null>;
  box: ReturnType<typeof useTypedValue>;
  placeholder: string;
  /** The anchor's width class. */
  width: string;
  icon: ReactNode;
  open: boolean;
  setOpen: (update: (open: boolean) => boolean) => void;
  /** Say on the box that it opens a dialog, and whether it is open. */
  popup?: boolean;
}) {
  return (
    <PopoverAnchor className={cn('relative', width, field.className)}>
      {/* The box is the one labelled control: typed, or ↓ (Alt+↓) opens the calendar, as in Ant Design. */}
      <input
        ref={input}
        id={field.id}
        name={field.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={box.text}
        aria-invalid={field.invalid ? true : undefined}
        aria-label={field['aria-label']}
        aria-describedby={field['aria-describedby']}
        aria-haspopup={popup ? 'dialog' : undefined}
        aria-expanded={popup ? open : undefined}
        onChange={(e) => box.type(e.target.value)}
        onBlur={() => {
          box.leave();
          field.onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(() => true);
          }
        }}
        className={cn(CONTROL, 'h-8 pr-8', field.inputClassName)}
      />
      {/* The mouse's way in; the keyboard's is ↓ in the box, so the icon is not a second tab stop. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        onClick={() => setOpen((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-8 items-center justify-center rounded-r text-gray-500 hover:text-primary"
      >
        {icon}
      </button>
    </PopoverAnchor>
  );
}
