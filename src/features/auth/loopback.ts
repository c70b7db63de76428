/**
 * Whether the page was opened on this machine's own address. The login repeats the default pair
 * (which the README prints) only there: a shop reachable from the internet never advertises it.
 */
export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}
