// Query keys of the customer list (get_customers).
import type { CustomerFilters } from './get-customers';

export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: CustomerFilters) => [...customerKeys.all, 'list', filters] as const,
};
