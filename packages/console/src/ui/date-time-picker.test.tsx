// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm, type ResolverResult } from 'react-hook-form';
import { dateTimeText, isDateTimeValue, readDateTime } from './date-time-picker';
import { FormDatePicker } from './form-date-picker';

afterEach(cleanup);

type Values = { rectifyTime: string };

/** The rule as the screens' zod resolvers give it (the datetime-local value's pattern). */
const required = async (values: Values): Promise<ResolverResult<Values>> =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(values.rectifyTime)
    ? { values, errors: {} }
    : { values: {}, errors: { rectifyTime: { type: 'pattern', message: '请选择整改完成时间' } } };

function FeedbackForm({ initial = '', onSave }: { initial?: string; onSave: (v: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { rectifyTime: initial }, resolver: required });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <label htmlFor="fb-time">整改完成时间</label>
      <FormDatePicker control={form.control} name="rectifyTime" kind="datetime" id="fb-time" />
      <p>{form.formState.errors.rectifyTime?.message}</p>
      <button type="submit">确定</button>
    </form>
  );
}

describe('date-time text', () => {
  it.each([
    ['2026-11-23 11:30', '2026-11-23T11:30'],
    ['2026-11-23T11:30', '2026-11-23T11:30'],
    [' 2026-11-23 11:30 ', '2026-11-23T11:30'],
    ['', ''],
    ['2026-11-23', null],
    ['2026-02-30 10:00', null],
    ['2026-11-23 24:00', null],
    ['2026-11-23 9:30', null],
    ['11/23/2026, 11:30 AM', null],
  ])('%j → %j', (text, value) => expect(readDateTime(text)).toBe(value));

  it('shows a value with a space, the zh-CN way', () => {
    expect(dateTimeText('2026-11-01T10:00')).toBe('2026-11-01 10:00');
    expect(isDateTimeValue('2026-11-01 10:00')).toBe(false);
  });
});

describe('FormDatePicker of kind datetime', () => {
  it(
    'shows YYYY-MM-DD HH:mm and gives the form the YYYY-MM-DDTHH:mm a datetime-local box gave',
    { timeout: 20000 },
    async () => {
      const saved: Values[] = [];
      render(<FeedbackForm initial="2026-11-01T10:00" onSave={(v) => saved.push(v)} />);
      const box = screen.getByLabelText('整改完成时间') as HTMLInputElement;
      expect(box.type).toBe('text');
      expect(box.placeholder).toBe('YYYY-MM-DD HH:mm');
      expect(box.value).toBe('2026-11-01 10:00');

      fireEvent.change(box, { target: { value: '2026-11-23 11:30' } });
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
      await waitFor(() => expect(saved).toEqual([{ rectifyTime: '2026-11-23T11:30' }]));
    },
  );

  it('an empty box is refused and focused; a half-typed text goes back to the last value when left', async () => {
    const saved: Values[] = [];
    render(<FeedbackForm onSave={(v) => saved.push(v)} />);
    const box = screen.getByLabelText('整改完成时间') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('请选择整改完成时间');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);

    fireEvent.change(box, { target: { value: '2026-11-23T08:05' } });
    fireEvent.blur(box);
    expect(box.value).toBe('2026-11-23 08:05');
    fireEvent.change(box, { target: { value: '2026-11-2' } });
    fireEvent.blur(box);
    expect(box.value).toBe('2026-11-23 08:05');
    expect(saved).toEqual([]);
  });

  it(
    '↓ opens the zh-CN calendar with 时 and 分; a day, an hour and a minute picked are the value',
    { timeout: 20000 },
    async () => {
      const saved: Values[] = [];
      render(<FeedbackForm initial="2026-11-01T10:00" onSave={(v) => saved.push(v)} />);
      const box = screen.getByLabelText('整改完成时间') as HTMLInputElement;
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      const picker = await screen.findByRole('dialog', { name: '日期时间' });
      expect(box.getAttribute('aria-expanded')).toBe('true');
      // Weeks start on Monday, in Chinese.
      const heads = [...picker.querySelectorAll('thead th')].map((h) => h.textContent).join('');
      expect(heads).toBe('一二三四五六日');

      fireEvent.click(within(picker).getByRole('button', { name: /11月23日/ }));
      expect(box.value).toBe('2026-11-23 10:00');
      fireEvent.change(within(picker).getByRole('combobox', { name: '时' }), { target: { value: '14' } });
      fireEvent.change(within(picker).getByRole('combobox', { name: '分' }), { target: { value: '45' } });
      expect(box.value).toBe('2026-11-23 14:45');
      fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(box);

      fireEvent.click(screen.getByRole('button', { name: '确定' }));
      await waitFor(() => expect(saved).toEqual([{ rectifyTime: '2026-11-23T14:45' }]));
    },
  );
});
