import { describe, expect, it } from "vitest";
import { createSiteCeiling, createWindowLimiter, networkKey } from "./request-limits.js";

describe("networkKey: the wider bucket of a client address", () => {
  it("groups IPv4 by /24 and IPv6 by /48, IPv4-mapped IPv6 as IPv4", () => {
    expect(networkKey("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkKey("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkKey("2001:db8:abcd:12:1::5")).toBe("2001:db8:abcd::/48");
    expect(networkKey("2001:db8:abcd:ffff::1")).toBe("2001:db8:abcd::/48");
    expect(networkKey("2001:db8:abce::1")).toBe("2001:db8:abce::/48");
    expect(networkKey(null)).toBe("unknown");
    expect(networkKey("not an address")).toBe("unknown");
  });
});

describe("createWindowLimiter", () => {
  it("allows perMinute a key in its minute, says how long to wait, and starts again after it", () => {
    let now = 0;
    const limiter = createWindowLimiter({ perMinute: 2, now: () => now });
    expect(limiter.take("a")).toBeUndefined();
    now = 15_000;
    expect(limiter.take("a")).toBeUndefined();
    expect(limiter.take("a")).toBe(45);
    expect(limiter.take("b")).toBeUndefined();
    now = 60_000;
    expect(limiter.take("a")).toBeUndefined();
  });

  it("keeps at most maxKeys keys (a flood of distinct keys costs bounded memory)", () => {
    const limiter = createWindowLimiter({ perMinute: 1, maxKeys: 1000, now: () => 0 });
    for (let n = 0; n < 10_000; n += 1) limiter.take(`k${n}`);
    expect(limiter.size).toBeLessThanOrEqual(1000);
  });

  it("allows everything with perMinute 0", () => {
    const limiter = createWindowLimiter({ perMinute: 0 });
    for (let n = 0; n < 100; n += 1) expect(limiter.take("a")).toBeUndefined();
  });
});

describe("createSiteCeiling", () => {
  it("counts accepted work in a sliding minute, holds slots in flight and gives back what was not accepted", () => {
    let now = 0;
    const ceiling = createSiteCeiling({ perMinute: 2, now: () => now });
    const first = ceiling.take();
    const second = ceiling.take();
    expect("done" in first && "done" in second).toBe(true);
    // Both in flight: no third.
    expect(ceiling.take()).toEqual({ retryAfterSeconds: 1 });
    if ("done" in first) first.done(false);
    const third = ceiling.take();
    expect("done" in third).toBe(true);
    now = 10_000;
    if ("done" in second) second.done(true);
    if ("done" in third) third.done(true);
    expect(ceiling.take()).toEqual({ retryAfterSeconds: 60 });
    now = 70_000;
    expect("done" in ceiling.take()).toBe(true);
  });

  it("says what the last minute accepted and turned away, exactly, for /api/health", () => {
    let now = 1_000_000;
    const ceiling = createSiteCeiling({ perMinute: 3, now: () => now });
    for (let each = 0; each < 3; each += 1) {
      const slot = ceiling.take();
      if ("done" in slot) slot.done(true);
    }
    // A flood: 5,000 turned away over 50 seconds.
    for (let each = 0; each < 5000; each += 1) {
      now += 10;
      expect("retryAfterSeconds" in ceiling.take()).toBe(true);
    }
    expect(ceiling.status()).toEqual({ perMinute: 3, acceptedLastMinute: 3, refusedLastMinute: 5000 });
    // 30 s on: the three accepted are over a minute old, and the refusals of the first 20 s have left the minute.
    now += 30_000;
    const { acceptedLastMinute, refusedLastMinute } = ceiling.status();
    expect(acceptedLastMinute).toBe(0);
    expect(refusedLastMinute).toBeGreaterThan(2900);
    expect(refusedLastMinute).toBeLessThan(3100);
    now += 60_000;
    expect(ceiling.status()).toEqual({ perMinute: 3, acceptedLastMinute: 0, refusedLastMinute: 0 });
    expect(createSiteCeiling({ perMinute: 0 }).status()).toEqual({
      perMinute: 0,
      acceptedLastMinute: 0,
      refusedLastMinute: 0,
    });
  });
});
