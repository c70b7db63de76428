// The login and the security forms take at least a second. We keep it as a floor,
// not an extra wait: the server's answer arrives within it, and a fast failure does not reveal
// more than a slow one.
export const LOGIN_DELAY_MS = 1000;
export const SECURITY_FORM_DELAY_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` and settles no sooner than `ms` after the call, with the task's value or error. */
export async function withMinimumDuration<T>(task: () => Promise<T>, ms: number): Promise<T> {
  const [result] = await Promise.allSettled([task(), sleep(ms)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
