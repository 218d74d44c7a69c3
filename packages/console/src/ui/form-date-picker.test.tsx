// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, type ResolverResult } from 'react-hook-form';
import { FormDatePicker } from './form-date-picker';

afterEach(cleanup);

type Values = { payDate: string; period: string };

/** The rule as a zod resolver would give it. */
const refuseBeforeNovember = async (values: Values): Promise<ResolverResult<Values>> => {
  if (values.payDate >= '2026-11-01') return { values, errors: {} };
  return { values: {}, errors: { payDate: { type: 'min', message: '支付日期不能早于 2026-11-01' } } };
};

/** A form as the screens write one: a refusal when the date is before the 1st of November. */
function PayForm({ onSave }: { onSave: (v: Values) => void }) {
  const form = useForm<Values>({
    defaultValues: { payDate: '', period: '2026-10' },
    resolver: refuseBeforeNovember,
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <label htmlFor="pay-date">支付日期</label>
      <FormDatePicker control={form.control} name="payDate" id="pay-date" />
      <p>{errors.payDate?.message}</p>
      <label htmlFor="pay-period">工资周期</label>
      <FormDatePicker control={form.control} name="period" kind="month" id="pay-period" />
      <button type="submit">保存</button>
    </form>
  );
}

describe('FormDatePicker', () => {
  it(
    'gives the form the YYYY-MM-DD / YYYY-MM text typed; a refused form keeps it and focuses the box',
    { timeout: 20000 },
    async () => {
      const saved: Values[] = [];
      render(<PayForm onSave={(v) => saved.push(v)} />);
      const day = screen.getByLabelText('支付日期') as HTMLInputElement;
      const month = screen.getByLabelText('工资周期') as HTMLInputElement;
      expect(day.type).toBe('text');
      expect(month.value).toBe('2026-10');

      fireEvent.change(day, { target: { value: '2026-10-31' } });
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      await screen.findByText('支付日期不能早于 2026-11-01');
      expect(saved).toEqual([]);
      expect(day.value).toBe('2026-10-31');
      expect(day.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(day);

      fireEvent.change(day, { target: { value: '2026-11-22' } });
      fireEvent.change(month, { target: { value: '2026-09' } });
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(saved).toEqual([{ payDate: '2026-11-22', period: '2026-09' }]));
    },
  );

  it('keeps the last real date when a half-typed text is left', () => {
    render(<PayForm onSave={() => undefined} />);
    const month = screen.getByLabelText('工资周期') as HTMLInputElement;
    fireEvent.change(month, { target: { value: '2026-1' } });
    expect(month.value).toBe('2026-1');
    fireEvent.blur(month);
    expect(month.value).toBe('2026-10');
  });
});
