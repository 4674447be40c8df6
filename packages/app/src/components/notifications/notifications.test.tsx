import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store.js';
import { Notifications } from './notifications.js';
import { NotificationStoreContext } from './use-notify.js';

function renderRegion() {
  const store = createNotificationStore();
  render(
    <NotificationStoreContext value={store}>
      <Notifications />
    </NotificationStoreContext>,
  );
  return store;
}

describe('<Notifications/>', () => {
  it('shows notifications in a polite status region, with their action and a close button', async () => {
    const user = userEvent.setup();
    const store = renderRegion();
    const undo = vi.fn();
    act(() => void store.notify({ title: 'Archived 2 items', action: { label: 'Undo', onSelect: undo } }));
    act(() => void store.notify({ title: "Couldn't archive", text: 'Forbidden', kind: 'danger' }));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Forbidden')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(within(region).queryByText('Archived 2 items')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: "Close “Couldn't archive”" }));
    expect(region).toBeEmptyDOMElement();
  });
});
