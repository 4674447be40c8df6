/**
 * The app's notifications ("Item saved", "Archived 3 items · Undo"): a small store without React,
 * so its timing is tested alone. Notifications close themselves after a while (longer when they
 * offer an action; errors stay until closed); hovering or focusing them pauses the clocks.
 */
export type NotificationKind = 'success' | 'info' | 'danger';

export interface NotificationAction {
  label: string;
  onSelect: () => void;
}

export interface NotificationInput {
  title: string;
  text?: string;
  kind?: NotificationKind;
  /** One button besides Close, e.g. Undo. Choosing it closes the notification. */
  action?: NotificationAction;
  /** Milliseconds until it closes itself; null keeps it until closed. */
  duration?: number | null;
}

export interface AppNotification {
  id: number;
  title: string;
  text: string | null;
  kind: NotificationKind;
  action: NotificationAction | null;
}

export interface NotificationStore {
  notify(input: NotificationInput): number;
  dismiss(id: number): void;
  /** Runs the notification's action, then closes it. */
  runAction(id: number): void;
  /** Stops every clock (the pointer or focus is on the notifications) / starts them again. */
  pause(): void;
  resume(): void;
  /** Closes every notification (tests start from none). */
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly AppNotification[];
}

export const NOTIFICATION_DURATIONS = { plain: 5000, withAction: 10_000 } as const;
/** At most this many at once; the oldest makes way. */
const MAX_SHOWN = 5;

interface Clock {
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export function createNotificationStore(): NotificationStore {
  let notifications: readonly AppNotification[] = [];
  const clocks = new Map<number, Clock>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let isPaused = false;

  const emit = () => listeners.forEach((listener) => listener());
  const start = (id: number, clock: Clock) => {
    clock.startedAt = Date.now();
    clock.timer = setTimeout(() => store.dismiss(id), clock.remaining);
  };

  const store: NotificationStore = {
    notify(input) {
      const id = nextId++;
      const action = input.action ?? null;
      const kind = input.kind ?? 'success';
      notifications = [...notifications, { id, title: input.title, text: input.text ?? null, kind, action }];
      for (const old of notifications.slice(0, Math.max(0, notifications.length - MAX_SHOWN))) store.dismiss(old.id);
      const duration =
        input.duration !== undefined
          ? input.duration
          : kind === 'danger'
            ? null
            : action
              ? NOTIFICATION_DURATIONS.withAction
              : NOTIFICATION_DURATIONS.plain;
      if (duration !== null) {
        const clock: Clock = { remaining: duration, startedAt: 0, timer: null };
        clocks.set(id, clock);
        if (!isPaused) start(id, clock);
      }
      emit();
      return id;
    },
    dismiss(id) {
      const clock = clocks.get(id);
      if (clock?.timer) clearTimeout(clock.timer);
      clocks.delete(id);
      if (!notifications.some((notification) => notification.id === id)) return;
      notifications = notifications.filter((notification) => notification.id !== id);
      emit();
    },
    runAction(id) {
      const action = notifications.find((notification) => notification.id === id)?.action;
      store.dismiss(id);
      action?.onSelect();
    },
    pause() {
      if (isPaused) return;
      isPaused = true;
      for (const clock of clocks.values()) {
        if (!clock.timer) continue;
        clearTimeout(clock.timer);
        clock.timer = null;
        clock.remaining = Math.max(0, clock.remaining - (Date.now() - clock.startedAt));
      }
    },
    resume() {
      if (!isPaused) return;
      isPaused = false;
      for (const [id, clock] of clocks) start(id, clock);
    },
    clear() {
      for (const notification of notifications) store.dismiss(notification.id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => notifications,
  };
  return store;
}
