// A browser that blocks sound until the person clicks (Chromium's autoplay policy, as a shop's
// browser has it): the panel says so with 'Ativar som', and that one click lets the alarm ring.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { placeOrder, recordSounds, rings } from './support/panel.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { test, expect } from './support/test.ts';

// Trace snapshots run script in the page as if the person had clicked: they would unlock the sound.
test.use({ trace: 'off' });

const suffix = () => Date.now().toString(36);

test('a browser that blocks sound gets "Ativar som", and one click lets the alarm ring', async () => {
  test.setTimeout(90_000);
  // Chromium as a visitor's browser is: no sound before the person clicks in the page.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--autoplay-policy=document-user-activation-required'],
    ignoreDefaultArgs: ['--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const context = await browser.newContext({ locale: 'pt-BR' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await recordSounds(context);
    const base = process.env.E2E_BASE_URL!;
    const login = await context.newPage();
    await signInAsAdmin(login, { from: `${base}/login`, open: `${base}/dashboard` });
    // One tab of a browser rings for all: this one must be the only panel open.
    await login.close();
    await placeOrder(base, process.env.E2E_ANON_KEY!, `Cliente Sem Som ${suffix()}`);

    // A new tab nobody has clicked in, opened by a link rather than typed (Chromium lets a page
    // typed into the address bar play sound). Playwright's own queries (and its trace snapshots,
    // off here) count as a click for Chromium, so until the test clicks, the page is read
    // through the DevTools protocol.
    const page = await context.newPage();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const read = async <T>(expression: string): Promise<T> =>
      (
        await cdp.send('Runtime.evaluate', {
          expression,
          returnByValue: true,
          userGesture: false,
        })
      ).result.value as T;
    await read(`location.href = ${JSON.stringify(`${base}/dashboard`)}`);
    const shows = (text: string) =>
      read<boolean>(`document.body.innerText.includes(${JSON.stringify(text)})`);
    await expect.poll(() => shows('aguardando aceite'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => shows('O navegador bloqueou o som')).toBe(true);
    // The alarm tried at least once: no sound came out.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await read<number>('window.__tones.filter((t) => t === 880).length')).toBe(0);

    const prompt = page.getByRole('status').filter({ hasText: 'O navegador bloqueou o som' });
    await prompt.getByRole('button', { name: 'Ativar som' }).click();
    await expect(prompt).toHaveCount(0);
    // The test tune proves it at once, and the alarm rings from now on.
    await expect.poll(() => rings(page), { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
    await context.close();
  } finally {
    await browser.close();
  }
});
