// Errors the stack deliberately survives (a change it could not deliver, a frame it could not
// read) are dropped quietly; with COMANDA_DEBUG=1 they are written to stderr, to find out why.
const enabled = /^(1|true|on|yes)$/i.test(process.env.COMANDA_DEBUG ?? '');

/** Logs a swallowed error under its service's name, when COMANDA_DEBUG is on. */
export function debugLog(scope: string, ...details: unknown[]): void {
  if (enabled) console.error(`[${scope}]`, ...details);
}
