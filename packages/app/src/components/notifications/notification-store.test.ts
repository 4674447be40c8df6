import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore, NOTIFICATION_DURATIONS } from './notification-store.js';

const titles = (store: ReturnType<typeof createNotificationStore>) => store.getSnapshot().map((notification) => notification.title);

describe('notification store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a notification by itself after a while, longer when it offers an action', () => {
    const store = createNotificationStore();
    store.notify({ title: 'Item saved' });
    store.notify({ title: 'Archived 2 items', action: { label: 'Undo', onSelect: () => undefined } });
    expect(titles(store)).toEqual(['Item saved', 'Archived 2 items']);
    vi.advanceTimersByTime(NOTIFICATION_DURATIONS.plain);
    expect(titles(store)).toEqual(['Archived 2 items']);
    vi.advanceTimersByTime(NOTIFICATION_DURATIONS.withAction - NOTIFICATION_DURATIONS.plain);
    expect(titles(store)).toEqual([]);
  });

  it('keeps errors until they are closed, and closes on request', () => {
    const store = createNotificationStore();
    const id = store.notify({ title: "Couldn't save", kind: 'danger' });
    vi.advanceTimersByTime(60_000);
    expect(titles(store)).toEqual(["Couldn't save"]);
    store.dismiss(id);
    expect(titles(store)).toEqual([]);
  });

  it('runs the action once and closes the notification', () => {
    const store = createNotificationStore();
    const undo = vi.fn();
    const id = store.notify({ title: 'Archived 2 items', action: { label: 'Undo', onSelect: undo } });
    store.runAction(id);
    store.runAction(id);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(titles(store)).toEqual([]);
  });

  it('stops the clocks while paused and goes on with the time that was left', () => {
    const store = createNotificationStore();
    store.notify({ title: 'Item saved' });
    vi.advanceTimersByTime(NOTIFICATION_DURATIONS.plain - 1000);
    store.pause();
    vi.advanceTimersByTime(30_000);
    expect(titles(store)).toEqual(['Item saved']);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(titles(store)).toEqual(['Item saved']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual([]);
  });

  it('tells subscribers of every change and shows at most five at once', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    for (let index = 1; index <= 6; index += 1) store.notify({ title: `n${index}`, duration: null });
    expect(titles(store)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    store.notify({ title: 'unheard' });
    expect(listener).not.toHaveBeenCalled();
  });
});
