export const cashRegisterKeys = {
  all: ['cash-register'] as const,
  /** The open session, or null (get_cash_session with no id). */
  current: () => [...cashRegisterKeys.all, 'current'] as const,
  sessions: () => [...cashRegisterKeys.all, 'sessions'] as const,
  /** The closed sessions, newest first, a page at a time. */
  history: (page: number, pageSize: number) =>
    [...cashRegisterKeys.sessions(), 'history', { page, pageSize }] as const,
  detail: (id: string) => [...cashRegisterKeys.sessions(), 'detail', id] as const,
};
