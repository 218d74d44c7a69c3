// What cv1's wage screen tests need beyond harness.tsx (to merge into it): the mock's control surface (/__mock) for
// the file's world, as tests/lib/mock-control.ts gives e2e: failures, arranged rows, the requests received, through
// harness.tsx's control().
import { expect, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Fault } from '@site/mock-server';
import { control, labelled, person } from './harness';

export const mockWorld = {
  /** The next calls of an operation fail (a business envelope in HTTP 200 unless `status` says otherwise). */
  fail: (fault: Fault) => control<null>('POST', '/faults', fault),
  /** Change the rows of an entity (or of a list operation's entity) that match `where`. */
  patchRows: (entity: string, where: Record<string, unknown>, set: Record<string, unknown>) =>
    control<{ count: number }>('PATCH', `/rows/${encodeURIComponent(entity)}`, { where, set }),
  /** Add rows at the top of an entity. */
  addRows: (entity: string, rows: Record<string, unknown>[]) =>
    control<{ count: number }>('POST', `/rows/${encodeURIComponent(entity)}`, rows),
};

/** The JSON bodies of the calls of `operation` (an operationId) the world received, oldest first. */
export const bodiesOf = async (operation: string): Promise<unknown[]> =>
  (await control<{ requests: { body: unknown }[] }>('POST', '/verify', { operation })).requests.map((r) => r.body);

/** The JSON body of the last call of `operation` the world received; undefined when none. */
export const lastBody = async (operation: string): Promise<unknown> => (await bodiesOf(operation)).at(-1);

/** The dialog whose heading is `name`, once shown (a dialog may first show a loading one of its own); a person at it,
 * `retype` (clear a labelled box and type), `submit` (its 确定, or `confirm`, button), `refuses` and `saves`. */
export async function atDialog(name: string, confirm = '确定') {
  const heading = await screen.findByRole('heading', { name }, { timeout: 5000 });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]')!;
  const user = person();
  const retype = async (label: string, text: string) => {
    await user.clear(labelled(dialog, label));
    await user.type(labelled(dialog, label), text);
  };
  const submit = () => user.click(within(dialog).getByRole('button', { name: confirm }));
  /** Type `typed` (label → text, in order) and submit: the dialog shows `refusal` and the box `kept` what was typed. */
  const refuses = async (typed: Record<string, string>, refusal: string, kept: string) => {
    for (const [label, text] of Object.entries(typed)) await retype(label, text);
    await submit();
    await within(dialog).findByText(refusal);
    expect(labelled(dialog, kept).value).toBe(typed[kept]);
  };
  /** Submit: the toast `message` shows and `done` (the dialog's onDone or onClose) is called. */
  const saves = async (message: string, done: Mock) => {
    await submit();
    await screen.findByText(message);
    await waitFor(() => expect(done).toHaveBeenCalled());
  };
  return { dialog, user, retype, submit, refuses, saves };
}
