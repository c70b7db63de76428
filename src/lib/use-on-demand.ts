import { useState } from 'react';

/**
 * True from the first render `wanted` is true, and then for good: for code a page does not need to
 * show itself (a menu, a tooltip, a phone's sliding sidebar), drawn with React.lazy once the user
 * has reached for it, and kept.
 */
export function useWantedOnce(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}

/**
 * For an element drawn again while the user is on it (a lazily loaded wrapper replacing a plain
 * one): the handlers note whether it has the focus, and `attach`, as its ref, gives it back to the new element.
 */
export function useKeptFocus<E extends HTMLElement>() {
  const [kept] = useState(() => {
    let focused = false;
    return {
      attach: (element: E | null) => {
        if (element && focused && document.activeElement !== element) element.focus();
      },
      onFocus: () => {
        focused = true;
      },
      onBlur: () => {
        focused = false;
      },
    };
  });
  return kept;
}
