/**
 * The delivery queue's pump: how a process fills its free slots with due deliveries. One look claims as many as
 * there are free slots, then the pump sleeps until the next is due (at most `pollMs`, since other processes make
 * deliveries due too). Every accepted submission and every finished attempt pokes it; the pokes of one turn of the
 * event loop share one look (50 accepts committed together are claimed together, not one by one).
 *
 * Its state is three questions, each a flag:
 * - `again`: was it poked while a look ran? Then it looks once more when that look ends.
 * - `slotsWereFull`: did the last look fill every free slot? Then more may be due, and the next attempt to finish
 *   looks at once; otherwise every due delivery was taken, and a freed slot waits for the timer.
 * - `freedDuringLook`: did an attempt finish while a look ran? That look's limit did not count the slot it freed.
 */

export interface ClaimPumpOptions<T> {
  /** Attempts at once. */
  concurrency: number;
  /** The longest sleep between looks. */
  pollMs: number;
  now: () => number;
  /** Leases up to `limit` due items to this process. */
  claim: (limit: number) => Promise<T[]>;
  /** When the next item is due (ms), or null. */
  nextDueAt: () => Promise<number | null>;
  /** Works one claimed item; never rejects. */
  work: (item: T) => Promise<void>;
  /** A look reached the database. */
  onReached: () => void;
  /** A look failed (the pump looks again after `pollMs`). */
  onTrouble: (error: unknown) => void;
}

export interface ClaimPump {
  /** Starts looking (once). */
  start(): void;
  /** Looks for due items now, or once more after the look under way. */
  poke(): void;
  /** The attempts under way. */
  working(): Promise<void>[];
  /** A look is under way or scheduled. */
  looking(): boolean;
  /** Stops looking; resolves when the look and the attempts under way have ended. */
  stop(): Promise<void>;
}

export function createClaimPump<T>(options: ClaimPumpOptions<T>): ClaimPump {
  const { concurrency, pollMs, now } = options;
  const running = new Set<Promise<void>>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | undefined;
  let scheduled = false;
  let again = false;
  let slotsWereFull = false;
  let freedDuringLook = false;

  const sleepUntil = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(poke, Math.max(0, Math.min(delay, pollMs)));
    timer.unref?.();
  };

  const launch = (item: T) => {
    const attempt = options.work(item);
    running.add(attempt);
    void attempt.finally(() => {
      running.delete(attempt);
      if (stopped) return;
      // A look under way decides when it ends whether the freed slot is worth another look.
      if (pumping) freedDuringLook = true;
      // A slot is free: look for more at once if the last look left some behind.
      else if (slotsWereFull) poke();
    });
  };

  const look = async () => {
    do {
      again = false;
      freedDuringLook = false;
      const free = concurrency - running.size;
      // Every slot taken: more may be due, and the next attempt to finish looks again.
      slotsWereFull = true;
      if (free <= 0) return;
      try {
        const claimed = await options.claim(free);
        options.onReached();
        for (const each of claimed) launch(each);
        if (claimed.length === free) {
          // Full: the slots freed meanwhile may have more to take; otherwise the next attempt to finish looks.
          if (freedDuringLook) again = true;
          continue;
        }
        // Not full: every due item was taken, so the slots freed meanwhile need no look of their own.
        slotsWereFull = false;
        const next = await options.nextDueAt();
        sleepUntil(next === null ? pollMs : next - now());
      } catch (error) {
        options.onTrouble(error);
        sleepUntil(pollMs);
      }
    } while (again && !stopped);
  };

  function poke() {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (stopped || pumping) return;
      pumping = look().finally(() => {
        pumping = undefined;
        // Poked after the last look and before this point: look once more.
        if (again) poke();
      });
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      poke();
    },
    poke,
    working: () => [...running],
    looking: () => pumping !== undefined || scheduled,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await pumping;
      await Promise.allSettled([...running]);
    },
  };
}
