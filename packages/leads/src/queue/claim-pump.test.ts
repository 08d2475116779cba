import { afterEach, describe, expect, it, vi } from "vitest";
import { createClaimPump } from "./claim-pump.js";
import type { ClaimPump, ClaimPumpOptions } from "./claim-pump.js";

const turn = () => new Promise((resolve) => setImmediate(resolve));
const settle = async (times = 5) => {
  for (let index = 0; index < times; index += 1) await turn();
};

/** A queue of `due` items in memory; each item's work is finished by the test (`finish(item)`). */
function fixture(due: number, overrides: Partial<ClaimPumpOptions<number>> = {}) {
  let next = 0;
  const limits: number[] = [];
  const finishers = new Map<number, () => void>();
  cleanups.push(() => {
    for (const finish of finishers.values()) finish();
  });
  const pump = createClaimPump<number>({
    concurrency: 3,
    pollMs: 60_000,
    now: () => 0,
    claim: (limit) => {
      limits.push(limit);
      const items = Array.from({ length: Math.min(limit, due - next) }, () => (next += 1));
      return Promise.resolve(items);
    },
    nextDueAt: () => Promise.resolve(next < due ? 0 : null),
    work: (item) => new Promise((resolve) => finishers.set(item, () => resolve())),
    onReached: () => undefined,
    onTrouble: () => undefined,
    ...overrides,
  });
  return {
    pump,
    limits,
    started: () => [...finishers.keys()],
    finish: async (item: number) => {
      finishers.get(item)?.();
      await settle();
    },
  };
}

let pumps: ClaimPump[] = [];
/** Ends every attempt a test left running, so that stopping its pump ends. */
const cleanups: Array<() => void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await Promise.all(pumps.map((pump) => pump.stop()));
  pumps = [];
});

describe("the claim pump", () => {
  it("answers the pokes of one turn with one look, filling the free slots", async () => {
    const { pump, limits, started } = fixture(10);
    pumps.push(pump);
    pump.start();
    for (let index = 0; index < 50; index += 1) pump.poke();
    await settle();
    expect(limits).toEqual([3]);
    expect(started()).toEqual([1, 2, 3]);
    expect(pump.working()).toHaveLength(3);
  });

  it("looks again when an attempt ends after a look that filled every slot, and not after one that left slots free", async () => {
    const { pump, limits, started, finish } = fixture(4);
    pumps.push(pump);
    pump.start();
    await settle();
    await finish(1);
    expect(limits).toEqual([3, 1]);
    expect(started()).toEqual([1, 2, 3, 4]);
    // That look filled its one slot too: the next freed slot looks again, and finds none.
    await finish(2);
    expect(limits).toEqual([3, 1, 1]);
    // The last look found fewer than it could take: a freed slot waits for the timer.
    await finish(3);
    expect(limits).toEqual([3, 1, 1]);
  });

  it("looks once more for a poke that came during a look", async () => {
    let release: (() => void) | undefined;
    const claims: number[] = [];
    const { pump } = fixture(0, {
      claim: (limit) => {
        claims.push(limit);
        return claims.length === 1
          ? new Promise<number[]>((resolve) => (release = () => resolve([])))
          : Promise.resolve([]);
      },
    });
    pumps.push(pump);
    pump.start();
    await settle();
    expect(pump.looking()).toBe(true);
    pump.poke();
    release?.();
    await settle();
    expect(claims).toEqual([3, 3]);
    expect(pump.looking()).toBe(false);
  });

  it("names a failed look and tries again after its poll interval", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const trouble = vi.fn();
      let calls = 0;
      const { pump } = fixture(0, {
        pollMs: 2_000,
        claim: () => ((calls += 1) === 1 ? Promise.reject(new Error("database is locked")) : Promise.resolve([])),
        onTrouble: trouble,
      });
      pumps.push(pump);
      pump.start();
      await settle();
      expect(trouble).toHaveBeenCalledWith(new Error("database is locked"));
      expect(calls).toBe(1);
      vi.advanceTimersByTime(2_000);
      await settle();
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops looking at stop and waits for the attempts under way", async () => {
    const { pump, limits, finish } = fixture(10);
    pump.start();
    await settle();
    let stopped = false;
    const stopping = pump.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    await finish(1);
    await finish(2);
    await finish(3);
    await stopping;
    pump.poke();
    await settle();
    expect(limits).toEqual([3]);
  });
});
