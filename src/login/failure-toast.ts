// "Falha no login": the app shows it with sonner (rich colours, top centre, a close cross); this page
// loads no React, so it draws the same toast itself. One at a time, gone after 4 s as sonner's.

const TOAST_MS = 4000;

const TOASTER =
  'pointer-events-none fixed inset-x-4 top-4 z-[999999999] flex justify-center sm:inset-x-6 sm:top-6';
const TOAST =
  'pointer-events-auto relative flex w-full items-center gap-1.5 rounded-lg border border-[hsl(359,100%,94%)] bg-[hsl(359,100%,97%)] p-4 text-[13px] text-[hsl(360,100%,45%)] shadow-[0_4px_12px_#0000001a] sm:w-[356px] dark:border-[hsl(357,89%,16%)] dark:bg-[hsl(358,76%,10%)] dark:text-[hsl(358,100%,81%)]';
const CLOSE =
  "absolute left-0 top-0 grid size-5 -translate-x-[35%] -translate-y-[35%] place-items-center rounded-full border border-[hsl(359,100%,94%)] bg-[hsl(359,100%,97%)] after:absolute after:-inset-3 after:content-[''] dark:border-[hsl(357,89%,16%)] dark:bg-[hsl(358,76%,10%)]";
// As sonner draws it: a 20 px icon in a 16 px box.
const ERROR_ICON =
  '<div class="relative -ml-[3px] mr-1 flex size-4 shrink-0 items-center justify-start"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="currentColor" height="20" width="20" aria-hidden="true" class="shrink-0"><path fill-rule="evenodd" d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z" clip-rule="evenodd"></path></svg></div>';
const CROSS =
  '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><line x1="18" y1="6" x2="6" y2="18"></line><line x1="6" y1="6" x2="18" y2="18"></line></svg>';

let current: { element: HTMLElement; timer: number } | undefined;

/** Closes the toast, if one shows. */
export function dismissFailureToast(): void {
  if (!current) return;
  window.clearTimeout(current.timer);
  current.element.remove();
  current = undefined;
}

/** Shows the destructive toast: its title and the pt-BR sentence under it. */
export function showFailureToast(title: string, description: string): void {
  dismissFailureToast();
  const toaster = document.createElement('section');
  toaster.setAttribute('aria-label', 'Notificações');
  toaster.className = TOASTER;
  toaster.innerHTML = `<div role="status" aria-live="polite" class="${TOAST}"><button type="button" aria-label="Fechar" class="${CLOSE}">${CROSS}</button>${ERROR_ICON}<div class="grid gap-0.5"><div data-title class="font-medium leading-normal"></div><div data-description class="leading-[1.4]"></div></div></div>`;
  const [titleElement, descriptionElement] = toaster.querySelectorAll(
    '[data-title], [data-description]',
  );
  titleElement!.textContent = title;
  descriptionElement!.textContent = description;
  toaster.querySelector('button')!.addEventListener('click', dismissFailureToast);
  document.body.append(toaster);
  current = { element: toaster, timer: window.setTimeout(dismissFailureToast, TOAST_MS) };
}
