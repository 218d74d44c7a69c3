// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FormCombobox } from './form-combobox';

afterEach(cleanup);

beforeAll(() => {
  // jsdom lacks what cmdk and the popover measure with.
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const TEAMS = [
  { value: 11, label: '钢筋一班' },
  { value: 12, label: '木工二班' },
  { value: 13, label: '钢筋三班' },
];

/** As the screens write it: a required team, refused unless it is a 钢筋 team; an optional project. */
const schema = z.object({
  team_id: z
    .string()
    .min(1, '请选择班组')
    .refine((v) => v !== '12', '木工班组不能承接钢筋作业'),
  project_id: z.string(),
});
type Values = z.infer<typeof schema>;

function TeamForm({ onSave, disabled = false }: { onSave: (v: Values) => void; disabled?: boolean }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { team_id: '', project_id: '' } });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <label htmlFor="team">班组</label>
      <FormCombobox control={form.control} name="team_id" id="team" label="班组" options={TEAMS} required />
      <p>{errors.team_id?.message}</p>
      <label htmlFor="project">项目</label>
      <FormCombobox
        control={form.control}
        name="project_id"
        id="project"
        label="项目"
        emptyLabel="不限项目"
        disabled={disabled}
        options={[{ value: '7', label: '滨江一期' }]}
      />
      <button type="submit">保存</button>
    </form>
  );
}

/** Open the select, type into its search box, and press ↓ then Enter (cmdk starts on the first match). */
function choose(control: HTMLElement, label: string, typed: string, downs = 0) {
  fireEvent.click(control);
  // (jsdom names the box by cmdk's empty aria-labelledby, not its aria-label as browsers do)
  const search = screen.getByPlaceholderText(`搜索${label}`);
  fireEvent.change(search, { target: { value: typed } });
  for (let i = 0; i < downs; i += 1) fireEvent.keyDown(search, { key: 'ArrowDown' });
  fireEvent.keyDown(search, { key: 'Enter' });
}

describe('FormCombobox', () => {
  it('is the labelled control, empty at first, full width like the inputs', () => {
    render(<TeamForm onSave={() => undefined} />);
    const team = screen.getByRole('combobox', { name: '班组' });
    expect(team.id).toBe('team');
    expect(team.textContent).toBe('请选择');
    expect(team.className).toContain('w-full');
    expect(team.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('combobox', { name: '项目' }).textContent).toBe('不限项目');
  });

  it(
    'a refused submit shows the message, marks the button and keeps the choice; choosing sends the value',
    { timeout: 20000 },
    async () => {
      const saved: Values[] = [];
      render(<TeamForm onSave={(v) => saved.push(v)} />);
      const team = screen.getByRole('combobox', { name: '班组' });

      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      await screen.findByText('请选择班组');
      expect(team.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(team);

      choose(team, '班组', '木工');
      await waitFor(() => expect(team.textContent).toBe('木工二班'));
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      await screen.findByText('木工班组不能承接钢筋作业');
      expect(saved).toEqual([]);
      expect(team.textContent).toBe('木工二班');
      expect(team.getAttribute('aria-invalid')).toBe('true');

      // The filtered list holds the two 钢筋 teams; ↓ moves to the second.
      choose(team, '班组', '钢筋', 1);
      await waitFor(() => expect(team.textContent).toBe('钢筋三班'));
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(saved).toEqual([{ team_id: '13', project_id: '' }]));
      expect(team.getAttribute('aria-invalid')).toBeNull();
    },
  );

  it('lists the empty entry of a required field only while nothing is chosen, and can be disabled', async () => {
    render(<TeamForm onSave={() => undefined} disabled />);
    const team = screen.getByRole('combobox', { name: '班组' });
    expect((screen.getByRole('combobox', { name: '项目' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(team);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', ...TEAMS.map((t) => t.label)]);
    fireEvent.click(screen.getByRole('option', { name: '钢筋一班' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(team);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(TEAMS.map((t) => t.label));
  });
});
