import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s (not 1 s) before failing: on a busy 2-core CI machine a render
// that takes 100 ms here can take more than a second. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
