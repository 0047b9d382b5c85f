/**
 * Saves `content` on the owner's device as `filename` (a CSV export, a template): an object URL
 * clicked through a hidden link, released once the browser has taken it.
 */
export function downloadFile(filename: string, content: Blob | string, type = 'text/csv;charset=utf-8'): void {
  const blob = content instanceof Blob ? content : new Blob([content], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download after the click returns: release the URL a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
