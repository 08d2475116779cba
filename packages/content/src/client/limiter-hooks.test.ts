import { describe, expect, it } from "vitest";
import { createDeliveryLimiter } from "../delivery-limiter.js";
import type { DeliveryLimiter } from "../delivery-limiter.js";
import { limiterHooks, resetMs } from "./limiter-hooks.js";

describe("resetMs", () => {
  it("reads X-Contentful-RateLimit-Reset seconds as ms, 1 s when missing or unreadable", () => {
    expect(resetMs({ "x-contentful-ratelimit-reset": "3" })).toBe(3000);
    expect(resetMs({ "x-contentful-ratelimit-reset": 0 })).toBe(0);
    expect(resetMs({})).toBe(1000);
    expect(resetMs({ "x-contentful-ratelimit-reset": "" })).toBe(1000);
    expect(resetMs({ "x-contentful-ratelimit-reset": "-2" })).toBe(1000);
    expect(resetMs({ "x-contentful-ratelimit-reset": "soon" })).toBe(1000);
    expect(resetMs(undefined)).toBe(1000);
  });
});

/** A limiter that counts what the hooks do with it. */
function countingLimiter() {
  const events: string[] = [];
  const limiter = {
    acquire: () => {
      events.push("acquire");
      return Promise.resolve(() => events.push("release"));
    },
    rateLimited: (ms: number) => events.push(`rateLimited ${ms}`),
  } as unknown as DeliveryLimiter;
  return { limiter, events };
}

describe("limiterHooks", () => {
  it("takes a slot before each request and gives it back with its answer", async () => {
    const { limiter, events } = countingLimiter();
    const hooks = limiterHooks(limiter);
    const config = { url: "/entries" };
    expect(await hooks.onBeforeRequest!(config)).toBe(config);
    expect(events).toEqual(["acquire"]);
    hooks.responseLogger!({ config, status: 200, headers: {} } as never);
    expect(events).toEqual(["acquire", "release"]);
    // An answer seen twice gives its slot back once.
    hooks.responseLogger!({ config, status: 200, headers: {} } as never);
    expect(events).toEqual(["acquire", "release"]);
  });

  it("pauses the limiter on a 429 before the slot is given back", async () => {
    const { limiter, events } = countingLimiter();
    const hooks = limiterHooks(limiter);
    const config = {};
    await hooks.onBeforeRequest!(config);
    hooks.responseLogger!({
      config,
      response: { status: 429, headers: { "x-contentful-ratelimit-reset": "2" } },
    } as never);
    expect(events).toEqual(["acquire", "rateLimited 2000", "release"]);
  });

  it("keeps requests beyond the limiter's cap waiting until a slot comes back", async () => {
    const hooks = limiterHooks(createDeliveryLimiter({ maxInFlight: 1 }));
    const first = {};
    const second = {};
    await hooks.onBeforeRequest!(first);
    let sent = false;
    const waiting = hooks.onBeforeRequest!(second).then(() => (sent = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toBe(false);
    hooks.responseLogger!({ config: first, status: 200 } as never);
    await waiting;
    expect(sent).toBe(true);
  });
});
