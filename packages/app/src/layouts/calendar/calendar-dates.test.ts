import { describe, expect, it } from 'vitest';
import { makeField } from '../../testing/fixtures.js';
import { dateFieldCandidates, eventOf, formatForType, movedPatch, rangeFilter } from './calendar-dates.js';
import type { EventPlan } from './calendar-dates.js';

const id = makeField('events', 'id', 'integer', {}, { is_primary_key: true });
const title = makeField('events', 'title', 'string');
const day = makeField('events', 'day', 'date');
const startsAt = makeField('events', 'starts_at', 'dateTime');
const endsAt = makeField('events', 'ends_at', 'dateTime');
const stamped = makeField('events', 'stamped', 'timestamp');
const lastDay = makeField('events', 'last_day', 'date');

const plan = (start = startsAt, end?: typeof endsAt): EventPlan => ({
  primaryKey: 'id',
  start,
  end,
  title: (row) => String(row.title ?? ''),
  href: (row) => `/admin/content/events/${String(row.id)}`,
});

describe('calendar dates', () => {
  it('offers only date, dateTime and timestamp fields', () => {
    expect(dateFieldCandidates([id, title, day, startsAt, stamped]).map((field) => field.field)).toEqual(['day', 'starts_at', 'stamped']);
  });

  it('writes a moment the way each type is stored', () => {
    const moment = new Date(2026, 10, 12, 14, 30, 5);
    expect(formatForType(moment, 'date')).toBe('2026-11-12');
    expect(formatForType(moment, 'dateTime')).toBe('2026-11-12T14:30:05');
    expect(formatForType(new Date('2026-11-12T13:30:05.000Z'), 'timestamp')).toBe('2026-11-12T13:30:05.000Z');
  });

  it('narrows the page filter to the visible range of the start field', () => {
    const start = new Date(2026, 9, 26);
    const end = new Date(2026, 11, 7);
    expect(rangeFilter(startsAt, start, end, undefined)).toEqual({
      _and: [{ starts_at: { _gte: '2026-10-26T00:00:00', _lt: '2026-12-07T00:00:00' } }],
    });
    const pageFilter = { _and: [{ status: { _neq: 'archived' } }] };
    expect(rangeFilter(day, start, end, pageFilter)).toEqual({
      _and: [{ day: { _gte: '2026-10-26', _lt: '2026-12-07' } }, pageFilter],
    });
  });

  it('turns a row into an event that links to the item, and skips rows without a date', () => {
    const row = { id: 3, title: 'Launch', starts_at: '2026-11-12T14:30:00', ends_at: '2026-11-12T16:00:00' };
    expect(eventOf(row, plan(startsAt, endsAt))).toEqual({
      id: '3',
      key: 3,
      title: 'Launch',
      start: '2026-11-12T14:30:00',
      end: '2026-11-12T16:00:00',
      allDay: false,
      url: '/admin/content/events/3',
    });
    expect(eventOf({ id: 4, title: 'x', starts_at: null }, plan())).toBeNull();
    expect(eventOf({ id: 5, title: 'x', starts_at: 'next week' }, plan())).toBeNull();
    // An end before the start is ignored rather than drawn backwards; an untitled item reads as its key.
    const backwards = eventOf({ id: 6, starts_at: '2026-11-12T10:00:00', ends_at: '2026-11-11T10:00:00' }, plan(startsAt, endsAt));
    expect(backwards?.title).toBe('6');
    expect(backwards).not.toHaveProperty('end');
  });

  it('makes a date end inclusive, as a whole-day event', () => {
    const event = eventOf({ id: 1, title: 'Fair', day: '2026-11-12', last_day: '2026-11-14' }, plan(day, lastDay));
    expect(event).toMatchObject({ allDay: true, start: '2026-11-12', end: '2026-11-15' });
  });

  it('writes the dropped day and keeps the time of day of a datetime', () => {
    const dropped = new Date(2026, 10, 19, 14, 30, 0);
    expect(movedPatch(dropped, null, plan())).toEqual({ starts_at: '2026-11-19T14:30:00' });
    expect(movedPatch(dropped, new Date(2026, 10, 19, 16, 0, 0), plan(startsAt, endsAt))).toEqual({
      starts_at: '2026-11-19T14:30:00',
      ends_at: '2026-11-19T16:00:00',
    });
    expect(movedPatch(new Date(2026, 10, 19), new Date(2026, 10, 22), plan(day, lastDay))).toEqual({
      day: '2026-11-19',
      last_day: '2026-11-21',
    });
  });
});
