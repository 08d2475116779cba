import { describe, expect, it } from "vitest";
import { createQueryClient, QUERY_DEFAULTS, shouldRetryQuery } from "./query-client.js";

describe("query behaviour (SPEC §7/§9)", () => {
  it("retries a failed read up to 2 times", () => {
    const error = Object.assign(new Error("down"), { status: 503 });
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
    expect(shouldRetryQuery(0, new Error("network"))).toBe(true);
  });
  it("never retries 400-499", () => {
    for (const status of [400, 401, 404, 429, 499]) expect(shouldRetryQuery(0, Object.assign(new Error("x"), { status }))).toBe(false);
  });
  it("keeps data fresh 5 minutes, 10 minutes in cache, and retries mutations once", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(600_000);
    expect(defaults.mutations?.retry).toBe(1);
    expect(QUERY_DEFAULTS.queryRetries).toBe(2);
  });
});
