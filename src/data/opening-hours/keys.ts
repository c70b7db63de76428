// Query keys of the opening_hours table (the week the admin edits on /hours).
export const openingHoursKeys = {
  all: ['opening-hours'] as const,
  list: () => [...openingHoursKeys.all, 'list'] as const,
};
