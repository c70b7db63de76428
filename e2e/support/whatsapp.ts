// WhatsApp answered inside the browser: nobody leaves the machine, and the test reads the number
// and the message of the window the app opened.
import type { BrowserContext } from '@playwright/test';

const WHATSAPP = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//;

export async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route(WHATSAPP, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
  );
}

/** Runs `action`, waits for the WhatsApp window it opens, and returns its number and decoded text. */
export async function whatsAppText(
  context: BrowserContext,
  action: () => Promise<void>,
): Promise<{ number: string; text: string }> {
  const opened = context.waitForEvent('page');
  await action();
  const chat = await opened;
  await chat.waitForURL(WHATSAPP);
  const url = new URL(chat.url());
  await chat.close();
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}
