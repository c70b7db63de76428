/** A problem a user can fix (port in use, bad DATA_DIR, failing migration): one line, exit 1. */
export class StartupError extends Error {}
