/**
 * Trying again: a database that could not be opened or reached at start is tried every REOPEN_MS until it opens,
 * without a restart. A try that throws (a newer schema found on the way back) ends the loop with its reason.
 */

/** How often a database that could not be reached is tried again. */
export const REOPEN_MS = 5000;

export interface ReopenLoop {
  /** Schedules the next try (nothing after stop). */
  schedule(): void;
  stop(): void;
}

export function createReopenLoop(options: {
  /** One try: true when everything is open. */
  open: () => Promise<boolean>;
  /** Everything opened on a later try. */
  opened: () => void;
  /** A try threw: the loop ends here. */
  failed: (error: unknown) => void;
  everyMs?: number;
}): ReopenLoop {
  const everyMs = options.everyMs ?? REOPEN_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      options.open().then(
        (ok) => {
          if (stopped) return;
          if (ok) options.opened();
          else schedule();
        },
        (error: unknown) => options.failed(error),
      );
    }, everyMs);
    timer.unref?.();
  };
  return {
    schedule,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
