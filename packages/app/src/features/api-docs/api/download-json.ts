/**
 * Saves `value` as a pretty-printed JSON file through a Blob link, so nothing is fetched again
 * and the document downloaded is the one on screen.
 */
export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has handed the URL to the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
