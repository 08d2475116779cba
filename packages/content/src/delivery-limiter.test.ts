import { describe, expect, it } from "vitest";
import { createDeliveryLimiter, sharedDeliveryLimiter } from "./delivery-limiter.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("delivery limiter", () => {
  it("never grants more than maxInFlight slots, and hands a released slot to the longest waiter", async () => {
    const limiter = createDeliveryLimiter({ maxInFlight: 3 });
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const release = await limiter.acquire();
        order.push(index);
        active += 1;
        peak = Math.max(peak, active);
        await sleep(5 + (index % 4) * 3);
        active -= 1;
        release();
      }),
    );
    expect(peak).toBe(3);
    expect(order).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(limiter.stats()).toMatchObject({ requests: 20, inFlight: 0, waiting: 0, peakInFlight: 3, rateLimited: 0 });
  });

  it("gives a slot back once only, however often release is called", async () => {
    const limiter = createDeliveryLimiter({ maxInFlight: 1 });
    const release = await limiter.acquire();
    release();
    release();
    const second = await limiter.acquire();
    const third = limiter.acquire();
    expect(limiter.stats()).toMatchObject({ inFlight: 1, waiting: 1 });
    second();
    (await third)();
    expect(limiter.stats()).toMatchObject({ inFlight: 0, waiting: 0, requests: 3 });
  });

  it("after a 429 holds every request not yet sent for the reset time, with free slots too", async () => {
    const limiter = createDeliveryLimiter({ maxInFlight: 4 });
    const started = Date.now();
    limiter.rateLimited(300);
    expect(limiter.stats().pausedUntil).toBeGreaterThanOrEqual(started + 300);
    const waited = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const release = await limiter.acquire();
        release();
        return Date.now() - started;
      }),
    );
    for (const ms of waited) expect(ms).toBeGreaterThanOrEqual(290);
    expect(limiter.stats()).toMatchObject({ rateLimited: 1, requests: 3, pausedUntil: 0 });
  });

  it("keeps the later end when pauses overlap, and caps one pause at maxPauseMs", async () => {
    const limiter = createDeliveryLimiter({ maxPauseMs: 200 });
    const started = Date.now();
    limiter.rateLimited(3_600_000);
    limiter.rateLimited(50);
    const pausedUntil = limiter.stats().pausedUntil;
    expect(pausedUntil).toBeGreaterThanOrEqual(started + 200);
    expect(pausedUntil).toBeLessThan(started + 1000);
    (await limiter.acquire())();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(limiter.stats().rateLimited).toBe(2);
  });

  it("pauses the other limiters of its channel (another thread's, e.g. a render worker's) too", async () => {
    const channel = `delivery-limiter-test-${process.pid}-${Date.now()}`;
    const main = createDeliveryLimiter({ channel });
    const worker = createDeliveryLimiter({ channel });
    const other = createDeliveryLimiter({ channel: `${channel}-other` });
    try {
      const started = Date.now();
      main.rateLimited(300);
      await sleep(20);
      expect(worker.stats().pausedUntil).toBe(main.stats().pausedUntil);
      expect(other.stats().pausedUntil).toBe(0);
      (await worker.acquire())();
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      // A pause heard from another limiter is not a 429 met here.
      expect(worker.stats().rateLimited).toBe(0);
    } finally {
      main.close();
      worker.close();
      other.close();
    }
  });

  it("is one limiter per process", () => {
    expect(sharedDeliveryLimiter()).toBe(sharedDeliveryLimiter());
    expect(sharedDeliveryLimiter().maxInFlight).toBe(4);
  });

  it("refuses a cap below 1", () => {
    expect(() => createDeliveryLimiter({ maxInFlight: 0 })).toThrow(/at least 1/);
  });
});
