// Choosing in a Radix select the way a person does: open it, tap the option, and if the tap landed
// while the list was still moving into place (a loaded machine), tap again — until the trigger
// shows the choice.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

export async function chooseOption(page: Page, trigger: Locator, option: string): Promise<void> {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await trigger.click();
    await page.getByRole('option', { name: option }).click({ timeout: 2_000 });
    await expect(trigger).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
