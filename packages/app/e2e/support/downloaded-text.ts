import type { Download } from 'playwright-core';

/**
 * What the browser downloaded, as text. Streamed from the browser: the tests' Chromium runs in
 * another process (the global setup's), whose files `download.path()` cannot name.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
