// Driving the console's searchable select (ui/combobox.tsx) as a person does: open it, type part of the name into
// its search box, and click the option.
import type { Locator } from 'playwright-core';

/** The open list's options (in a portal, so looked up on the page). */
export const openOptions = (control: Locator) => control.page().getByRole('listbox').getByRole('option');

/**
 * Open the searchable select `control` (its button, role combobox), type `typed`, and click the option `label` (its
 * whole text, or a pattern where the text carries more than the name, as 林峰（安全总监）).
 */
export async function chooseOption(
  control: Locator,
  label: string | RegExp,
  typed = typeof label === 'string' ? label.slice(0, 2) : '',
): Promise<void> {
  await control.click();
  const page = control.page();
  await page.getByRole('combobox', { name: /^搜索/ }).fill(typed);
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
