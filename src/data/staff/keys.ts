// Query keys of the team (public.staff): every staff query starts with staffKeys.all.
export const staffKeys = {
  all: ['staff'] as const,
  /** The active drivers, the order dialog's choice of courier. */
  drivers: () => [...staffKeys.all, 'drivers'] as const,
};
