import type { ShareRow } from '../../lib/shares/types.js';
import { formatDateTime } from '../../lib/i18n/format.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** The public page of a share, as the server's invitation mail links it: `<origin>/admin/shared/<id>`. */
export function shareLink(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/admin/shared/${encodeURIComponent(id)}`;
}

/** "1 / 5 uses", "3 uses" (no limit). */
export function shareUses(share: Pick<ShareRow, 'times_used' | 'max_uses'>): string {
  if (share.max_uses === null) return i18n.t(share.times_used === 1 ? 'shares.useOne' : 'shares.useMany', { count: share.times_used });
  return i18n.t('shares.usesOf', { count: share.times_used, max: share.max_uses });
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
  if (state === 'used-up') return i18n.t('shares.usedUp');
  if (state === 'expired') return i18n.t('shares.expired', { date: formatDateTime(share.date_end ?? '') });
  if (state === 'upcoming') return i18n.t('shares.starts', { date: formatDateTime(share.date_start ?? '') });
  return share.date_end ? i18n.t('shares.validUntilDate', { date: formatDateTime(share.date_end) }) : i18n.t('shares.noEnd');
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
