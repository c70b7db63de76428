// Query keys of the sales report (get_sales_report), one entry per period.
export const reportKeys = {
  all: ['reports'] as const,
  sales: (from: string, to: string) => [...reportKeys.all, 'sales', from, to] as const,
};
