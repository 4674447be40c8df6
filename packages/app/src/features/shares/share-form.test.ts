import { describe, expect, it } from 'vitest';
import { EMPTY_SHARE_FORM, sharePayload, validateShareForm } from './share-form.js';
import { parseEmails, shareLink, shareState, shareUses, shareValidity } from './share-link.js';

describe('share form', () => {
  it('accepts an empty form and sends nulls, without a password', () => {
    expect(validateShareForm(EMPTY_SHARE_FORM)).toEqual({});
    expect(sharePayload(EMPTY_SHARE_FORM)).toEqual({ name: null, role: null, date_start: null, date_end: null, max_uses: null });
  });

  it('refuses an end before the start and uses that are not a positive whole number', () => {
    const values = { ...EMPTY_SHARE_FORM, dateStart: '2030-01-02T10:00', dateEnd: '2030-01-01T10:00', maxUses: '0' };
    expect(validateShareForm(values)).toEqual({
      dateEnd: 'The end has to be after the start.',
      maxUses: 'Enter a whole number of 1 or more.',
    });
    expect(validateShareForm({ ...EMPTY_SHARE_FORM, maxUses: '2.5' }).maxUses).toBe('Enter a whole number of 1 or more.');
    expect(validateShareForm({ ...EMPTY_SHARE_FORM, maxUses: '-3' }).maxUses).toBe('Enter a whole number of 1 or more.');
  });

  it('sends a typed password, dates as ISO instants and uses as a number; removing sends null', () => {
    const values = { ...EMPTY_SHARE_FORM, name: ' Review ', password: 'pw', dateEnd: '2030-01-01T10:00', maxUses: '2' };
    expect(sharePayload(values)).toEqual({
      name: 'Review',
      role: null,
      password: 'pw',
      date_start: null,
      date_end: new Date('2030-01-01T10:00').toISOString(),
      max_uses: 2,
    });
    expect(sharePayload({ ...EMPTY_SHARE_FORM, removePassword: true }).password).toBeNull();
  });
});

describe('share link and status', () => {
  it('links the public share page under /admin', () => {
    expect(shareLink('http://localhost:8055', 'a-b')).toBe('http://localhost:8055/admin/shared/a-b');
    expect(shareLink('https://cms.example.com/', 'x y')).toBe('https://cms.example.com/admin/shared/x%20y');
  });

  it('counts uses and tells the state', () => {
    const now = Date.parse('2030-06-01T00:00:00Z');
    const base = { times_used: 1, max_uses: null, date_start: null, date_end: null };
    expect(shareUses(base)).toBe('1 use');
    expect(shareUses({ ...base, max_uses: 2 })).toBe('1 / 2 uses');
    expect(shareState(base, now)).toBe('active');
    expect(shareState({ ...base, max_uses: 1 }, now)).toBe('used-up');
    expect(shareState({ ...base, date_end: '2030-05-01T00:00:00Z' }, now)).toBe('expired');
    expect(shareState({ ...base, date_start: '2030-07-01T00:00:00Z' }, now)).toBe('upcoming');
    expect(shareValidity(base, now)).toBe('No end date');
    expect(shareValidity({ ...base, max_uses: 1 }, now)).toBe('Used up');
  });

  it('splits e-mail addresses and names the invalid ones', () => {
    expect(parseEmails('a@example.com, b@example.com;a@example.com\nnot-an-email')).toEqual({
      emails: ['a@example.com', 'b@example.com', 'not-an-email'],
      invalid: ['not-an-email'],
    });
    expect(parseEmails('   ')).toEqual({ emails: [], invalid: [] });
  });
});
