import type { ShareRow } from '../../lib/shares/types.js';
import { formatDateTime } from '../../lib/i18n/format.js';

/** The public page of a share, as the server's invitation mail links it: `<origin>/admin/shared/<id>`. */
export function shareLink(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/admin/shared/${encodeURIComponent(id)}`;
}

/** "1 / 5 uses", "3 uses" (no limit). */
export function shareUses(share: Pick<ShareRow, 'times_used' | 'max_uses'>): string {
  if (share.max_uses === null) return `${share.times_used} ${share.times_used === 1 ? 'use' : 'uses'}`;
  return `${share.times_used} / ${share.max_uses} uses`;
}

export type ShareState = 'active' | 'upcoming' | 'expired' | 'used-up';

/** Whether the share can be opened now. */
export function shareState(share: Pick<ShareRow, 'times_used' | 'max_uses' | 'date_start' | 'date_end'>, now: number): ShareState {
  if (share.date_start && Date.parse(share.date_start) > now) return 'upcoming';
  if (share.date_end && Date.parse(share.date_end) <= now) return 'expired';
  if (share.max_uses !== null && share.times_used >= share.max_uses) return 'used-up';
  return 'active';
}

/** How long the share is valid, in words. */
export function shareValidity(share: Pick<ShareRow, 'times_used' | 'max_uses' | 'date_start' | 'date_end'>, now: number): string {
  const state = shareState(share, now);
  if (state === 'used-up') return 'Used up';
  if (state === 'expired') return `Expired ${formatDateTime(share.date_end ?? '')}`;
  if (state === 'upcoming') return `Starts ${formatDateTime(share.date_start ?? '')}`;
  return share.date_end ? `Valid until ${formatDateTime(share.date_end)}` : 'No end date';
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The addresses typed (comma, semicolon or line separated), and those that are not e-mail addresses. */
export function parseEmails(text: string): { emails: string[]; invalid: string[] } {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const emails = [...new Set(entries)];
  return { emails, invalid: emails.filter((email) => !EMAIL.test(email)) };
}
