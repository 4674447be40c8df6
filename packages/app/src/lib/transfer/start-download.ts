/**
 * Hands a URL to the browser as a download: the answer's `Content-Disposition: attachment`
 * names the file, and the browser streams it to disk without holding it in the page.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
