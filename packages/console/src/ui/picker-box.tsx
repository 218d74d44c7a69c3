// The text box of the date, month and date-time pickers (ui/date-picker, ui/date-time-picker): typed, or ↓ (or the
// icon) opens the picker's popover, anchored to it; the popover gives the focus back to the box when it closes.
import { useImperativeHandle, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { Anchor as PopoverAnchor } from '@radix-ui/react-popover';
import { cn } from '@/lib/cn';
import { CONTROL } from './input';
import type { useTypedValue } from './date-picker';
import { Popover, PopoverContent } from './popover';

/** What the caller gives the box: its name, state and classes. */
interface PickerBoxField {
  id?: string | undefined;
  name?: string | undefined;
  invalid?: boolean | undefined;
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
  onBlur?: (() => void) | undefined;
  className?: string | undefined;
  inputClassName?: string | undefined;
}

/** Whether a picker's popover is open, and its box (what a form's `ref` is given). */
export function usePicker(ref: Ref<HTMLInputElement> | undefined) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  return { open, setOpen, input };
}

interface PickerBoxProps {
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
}

/** The box and, under it, the popover named `label` holding the picker's calendar. */
export function PickerPopover({
  picker,
  label,
  children,
  ...props
}: Omit<PickerBoxProps, 'input' | 'open' | 'setOpen'> & {
  picker: ReturnType<typeof usePicker>;
  label: string;
  children: ReactNode;
}) {
  const { open, setOpen, input } = picker;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PickerBox {...props} input={input} open={open} setOpen={setOpen} />
      <PopoverContent
        align="start"
        className="p-2"
        aria-label={label}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          input.current?.focus();
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}

function PickerBox({ field, input, box, placeholder, width, icon, open, setOpen, popup = false }: PickerBoxProps) {
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
