// Query keys of the team (public.staff): every staff query starts with staffKeys.all.
export const staffKeys = {
  all: ['staff'] as const,
  /** The drivers, the order dialog's choice of courier and the settlement's. */
  drivers: () => [...staffKeys.all, 'drivers'] as const,
};
