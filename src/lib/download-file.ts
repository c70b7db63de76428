/** Hands what `href` points at (a blob or data URL) to the browser as a download named `name`. */
export function downloadHref(name: string, href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file built in the page to the browser as a download (an export). */
export function downloadFile(name: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  downloadHref(name, url);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
