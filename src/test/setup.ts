import { cleanup, configure, fireEvent } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s (not 1 s) before failing: on a busy 2-core CI machine a render
// that takes 100 ms here can take more than a second. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5000 });

// The app runs on Preact (preact-aliases.ts), whose onChange on a text field listens to `input`, the
// event a browser fires on each keystroke (React listens to both). A test's fireEvent.change stands
// for typing: the field gets its `input` event too, as in the browser.
const change = fireEvent.change;
const typedInto = (element: Document | Node | Element | Window) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !/^(file|checkbox|radio)$/.test(element.type));
fireEvent.change = (element, init) => {
  const changed = change(element, init);
  if (typedInto(element)) fireEvent.input(element);
  return changed;
};

// A browser sends no click to a disabled control, and React ignores one dispatched to it; Preact
// would run its handler: a test's fireEvent.click on a disabled button does nothing, as in use.
const click = fireEvent.click;
fireEvent.click = (element, init) =>
  element instanceof Element &&
  element.closest('button:disabled, input:disabled, select:disabled, textarea:disabled')
    ? false
    : click(element, init);

// Preact runs effects after the next frame (about 35 ms in jsdom, which paints nothing); React's test
// renderer runs them as soon as the update is done, as the tests expect (a title set by an effect, a
// timer started by one under fake timers): the same here, once the render is over.
options.requestAnimationFrame = (flush) => void Promise.resolve().then(flush);

afterEach(() => {
  cleanup();
});
