// Steps the dialog tests of sitting 23 (cv3) share beyond harness.tsx: the open dialog by its heading, a button
// pressed in it, the refusal messages waited for, the next body the console sends to a path (as the e2e's nextBody
// read it off the browser's request: harness.tsx's nextBody).
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { MenuContext } from '@/session/menu-context';
import { person, renderPart } from './harness';

type Person = ReturnType<typeof person>;

/** The open dialog, once its heading (or its title in part) is shown. */
export async function dialogNamed(heading: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: heading });
  return dialog;
}

/** `ui` (a dialog) rendered, a person at it and the dialog once its heading is shown. */
export async function openDialog(ui: ReactNode, heading: string | RegExp) {
  renderPart(ui);
  return { user: person(), d: await dialogNamed(heading) };
}

/** Click the button `name` (确定 unless told) of `scope`. */
export const press = (user: Person, scope: HTMLElement, name: string | RegExp = '确定') =>
  user.click(within(scope).getByRole('button', { name }));

/** Each message is shown in `scope` (a field's refusal; a select's placeholder option of the same text is not it). */
export async function refused(scope: HTMLElement, ...messages: string[]): Promise<void> {
  for (const m of messages) await within(scope).findAllByText(m, { ignore: 'option, script, style' });
}

/** What Playwright's fill does: the box emptied, then `text` typed. */
export async function fill(user: Person, box: HTMLElement, text: string): Promise<void> {
  await user.clear(box);
  if (text) await user.type(box, text);
}

/** The control's value stays `value` (what was typed is kept). */
export const keeps = (control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) =>
  waitFor(() => expect(control.value).toBe(value));

/** A piece of the screen at `path` whose buttons ask the page's power bits and perms (usePagePermission): the menu
 * entry is given as the session gate gives it, with every bit (15) and no perm unless told. */
export function renderOnPage(ui: ReactNode, path: string, powerValue = 15, perms: string[] = []) {
  const route = { path, name: path, title: path, icon: undefined, hidden: false, external: false, filePath: '' };
  const all = [{ ...route, tabGroup: false, powerValue, perms, children: [] }];
  return renderPart(
    <MenuContext.Provider value={{ routes: all, all, openable: () => true }}>{ui}</MenuContext.Provider>,
    path,
  );
}
