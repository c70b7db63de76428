import type { Page } from '@playwright/test';

/** The toast (sonner) whose text holds `title`. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });
