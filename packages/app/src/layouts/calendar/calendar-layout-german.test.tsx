import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/i18n/i18n.js';
import { createFakeClient } from '../../testing/fake-client.js';
import { makeCollection, makeField } from '../../testing/fixtures.js';
import { TestProviders } from '../../testing/render.js';
import { DEFAULT_CALENDAR_OPTIONS } from './calendar-layout-options.js';
import CalendarLayout from './calendar-layout.js';

const fields = [
  makeField('events', 'id', 'integer', {}, { is_primary_key: true }),
  makeField('events', 'title', 'string'),
  makeField('events', 'starts_at', 'dateTime'),
];
const rows = [{ id: 1, title: 'Kickoff', starts_at: '2024-03-12T09:30:00' }];

beforeAll(() => {
  // jsdom has no ResizeObserver, which FullCalendar uses to measure its grid.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await applyLanguage('en-US');
});

describe('calendar layout in German', () => {
  it('names its options, its toolbar and the month in German for a German browser', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const client = createFakeClient({ collections: [makeCollection('events')], fields, items: { events: structuredClone(rows) } });
    render(
      <TestProviders client={client}>
        <MemoryRouter>
          <CalendarLayout
            itemsKey={['items', 'events']}
            collection="events"
            fields={fields}
            primaryKeyField="id"
            displayTemplate="{{title}}"
            filter={undefined}
            search=""
            itemHref={(row) => `/content/events/${String(row.id)}`}
            options={{ ...DEFAULT_CALENDAR_OPTIONS, viewInfo: { type: 'dayGridMonth', startDateStr: '2024-03-01' } }}
            onOptionsChange={() => undefined}
            canUpdateField={() => true}
          />
        </MemoryRouter>
      </TestProviders>,
    );
    const options = await screen.findByRole('group', { name: 'Kalender-Optionen' });
    expect(within(options).getByLabelText('Feld für das Startdatum')).toHaveValue('starts_at');
    expect(within(options).getByLabelText('Feld für das Enddatum')).toHaveDisplayValue('Keines');
    expect(await screen.findByRole('heading', { name: 'März 2024' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dieser Monat' })).toHaveTextContent('Heute');
    expect(await screen.findByText('Kickoff')).toBeInTheDocument();
  });
});
