// Query keys of scheduling: the slots get_schedule_slots offers per fulfilment, and the blocked dates.
export const scheduleKeys = {
  all: ['schedule'] as const,
  slots: (fulfillment: string) => [...scheduleKeys.all, 'slots', fulfillment] as const,
  blockedDates: () => [...scheduleKeys.all, 'blocked-dates'] as const,
};
