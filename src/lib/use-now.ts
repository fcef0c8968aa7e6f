import { useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  timer?: ReturnType<typeof setInterval>;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  read: () => number;
}

// One clock per interval for every component on the page that shows the time passing, ticking while any
// is shown.
const clocks = new Map<number, Clock>();

function clockOf(tickMs: number): Clock {
  let clock = clocks.get(tickMs);
  if (clock) return clock;
  const created: Clock = {
    now: Date.now(),
    listeners: new Set(),
    subscribe(listener) {
      created.listeners.add(listener);
      if (!created.timer) {
        created.now = Date.now();
        created.timer = setInterval(() => {
          created.now = Date.now();
          for (const notify of created.listeners) notify();
        }, tickMs);
      }
      return () => {
        created.listeners.delete(listener);
        if (created.listeners.size === 0) {
          clearInterval(created.timer);
          created.timer = undefined;
        }
      };
    },
    read: () => created.now,
  };
  clock = created;
  clocks.set(tickMs, clock);
  return clock;
}

// On the server: the moment of this render.
const serverNow = () => Date.now();

/** The current time, re-rendering every `tickMs` while the component is shown. */
export function useNow(tickMs: number): number {
  const clock = clockOf(tickMs);
  return useSyncExternalStore(
    clock.subscribe,
    clock.read,
    typeof window === 'undefined' ? serverNow : clock.read,
  );
}
