// jsdom has no ResizeObserver, and Radix's switch and popper measure themselves with it: a test
// rendering them installs this do-nothing one first.
export function stubResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
