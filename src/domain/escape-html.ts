// Customer strings are text, never HTML (docs/screens.md): what goes into a printed document is escaped,
// in element text and in attribute values alike.
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
