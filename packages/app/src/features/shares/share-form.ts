import type { ShareInput, ShareRow } from '../../lib/shares/types.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** The share dialog's inputs, as typed (dates as `datetime-local` strings). */
export interface ShareFormValues {
  name: string;
  role: string | null;
  /** A new password; empty keeps the current one (or none). */
  password: string;
  removePassword: boolean;
  dateStart: string;
  dateEnd: string;
  maxUses: string;
}

export type ShareFormErrors = Partial<Record<'name' | 'dateEnd' | 'maxUses' | 'dateStart', string>>;

export const EMPTY_SHARE_FORM: ShareFormValues = {
  name: '',
  role: null,
  password: '',
  removePassword: false,
  dateStart: '',
  dateEnd: '',
  maxUses: '',
};

/** `2026-11-25T10:30:00.000Z` → the `datetime-local` value in the user's time zone (`2026-11-25T11:30`). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The dialog's values for an existing share. */
export function shareFormValues(share: ShareRow): ShareFormValues {
  return {
    name: share.name ?? '',
    role: share.role,
    password: '',
    removePassword: false,
    dateStart: toLocalInput(share.date_start),
    dateEnd: toLocalInput(share.date_end),
    maxUses: share.max_uses === null ? '' : String(share.max_uses),
  };
}

const toIso = (local: string) => (local === '' ? null : new Date(local).toISOString());

/** What is wrong with the values, by field; empty when they can be sent. */
export function validateShareForm(values: ShareFormValues): ShareFormErrors {
  const errors: ShareFormErrors = {};
  if (values.name.trim().length > 255) errors.name = i18n.t('shares.nameTooLong');
  const start = values.dateStart === '' ? null : Date.parse(values.dateStart);
  const end = values.dateEnd === '' ? null : Date.parse(values.dateEnd);
  if (start !== null && Number.isNaN(start)) errors.dateStart = i18n.t('shares.invalidDate');
  if (end !== null && Number.isNaN(end)) errors.dateEnd = i18n.t('shares.invalidDate');
  else if (start !== null && end !== null && end <= start) errors.dateEnd = i18n.t('shares.endBeforeStart');
  if (values.maxUses.trim() !== '' && !/^\d+$/.test(values.maxUses.trim())) errors.maxUses = i18n.t('shares.wholeNumber');
  else if (values.maxUses.trim() !== '' && Number(values.maxUses) < 1) errors.maxUses = i18n.t('shares.wholeNumber');
  return errors;
}

/** The request body: every field of the form; the password only when typed (or removed). */
export function sharePayload(values: ShareFormValues): ShareInput {
  const payload: ShareInput = {
    name: values.name.trim() || null,
    role: values.role,
    date_start: toIso(values.dateStart),
    date_end: toIso(values.dateEnd),
    max_uses: values.maxUses.trim() === '' ? null : Number(values.maxUses),
  };
  if (values.removePassword) payload.password = null;
  else if (values.password !== '') payload.password = values.password;
  return payload;
}
