import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it, vi } from "vitest";
import {
  createOutbox,
  DeliveryRefusedError,
  IDEMPOTENCY_HEADER,
  OUTBOX_MAX_AGE_MS,
  startOutboxReplay,
} from "./outbox.js";
import type { OutboxOptions } from "./outbox.js";

interface Sent {
  url: string;
  key: string;
  contentType: string;
  body: string;
}

/** A fake network: `mode` decides whether a POST fails like fetch does offline, or gets a status. */
function network() {
  const state = { mode: "up" as "up" | "down", status: 200 };
  const sent: Sent[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    if (state.mode === "down") return Promise.reject(new TypeError("Failed to fetch"));
    const headers = init.headers as Record<string, string>;
    sent.push({
      url,
      key: headers[IDEMPOTENCY_HEADER]!,
      contentType: headers["Content-Type"]!,
      body: init.body as string,
    });
    return Promise.resolve({ ok: state.status >= 200 && state.status < 300, status: state.status });
  });
  return { state, sent, fetch };
}

function setup(options: OutboxOptions = {}) {
  const net = network();
  let online = true;
  let ids = 0;
  const requestSync = vi.fn(() => Promise.resolve());
  const factory = new IDBFactory();
  const make = () =>
    createOutbox({
      indexedDB: factory,
      fetch: net.fetch,
      isOnline: () => online,
      createId: () => `id-${++ids}`,
      requestSync,
      locks: undefined,
      ...options,
    });
  return {
    net,
    factory,
    outbox: make(),
    /** Another tab or the service worker: the same database, its own connection. */
    another: make,
    requestSync,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

/** Every record in the outbox's store, expired markers included, read from IndexedDB itself. */
function rawEntries(factory: IDBFactory): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const open = factory.open("tupelo-outbox", 1);
    open.onerror = () => reject(open.error ?? new Error("open failed"));
    open.onsuccess = () => {
      const all = open.result.transaction("entries").objectStore("entries").getAll();
      all.onsuccess = () => {
        open.result.close();
        resolve(all.result);
      };
    };
  });
}

const lead = { firstName: "Ada", email: "ada@example.com", timestamp: "2026-11-22T10:00:00.000Z" };

describe("createOutbox", () => {
  it("sends online submissions at once as JSON with an Idempotency-Key and keeps nothing", async () => {
    const { outbox, net } = setup();
    await expect(outbox.send("/api/leads", lead)).resolves.toBe("sent");
    expect(net.sent).toEqual([
      { url: "/api/leads", key: "id-1", contentType: "application/json", body: JSON.stringify(lead) },
    ]);
    expect(await outbox.entries()).toEqual([]);
  });

  it("keeps a submission made while offline without trying the network and asks for a Background Sync", async () => {
    const { outbox, net, setOnline, requestSync } = setup({ now: () => new Date("2026-11-22T10:00:01.000Z") });
    setOnline(false);
    await expect(outbox.send("/api/leads", lead)).resolves.toBe("queued");
    expect(net.fetch).not.toHaveBeenCalled();
    expect(requestSync).toHaveBeenCalledTimes(1);
    expect(await outbox.entries()).toEqual([
      { id: "id-1", url: "/api/leads", body: lead, createdAt: "2026-11-22T10:00:01.000Z", attempts: 0 },
    ]);
  });

  it("keeps a submission whose request fails with a network error", async () => {
    const { outbox, net } = setup();
    net.state.mode = "down";
    await expect(outbox.send("/api/contact", { message: "hi" })).resolves.toBe("queued");
    expect(await outbox.entries()).toHaveLength(1);
  });

  it("does not keep a submission the server refuses: the caller shows its error", async () => {
    const { outbox, net } = setup();
    net.state.status = 502;
    const error = await outbox.send("/api/leads", lead).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryRefusedError);
    expect(error).toMatchObject({ status: 502 });
    expect(await outbox.entries()).toEqual([]);
  });

  it("keeps a submission the server could not save now (503: its database is away) and replays it later", async () => {
    const { outbox, net } = setup();
    net.state.status = 503;
    await expect(outbox.send("/api/leads", lead)).resolves.toBe("queued");
    expect(await outbox.entries()).toMatchObject([{ id: "id-1", body: lead, attempts: 0 }]);
    net.state.status = 200;
    await expect(outbox.flush()).resolves.toEqual({ sent: 1, dropped: 0, remaining: 0, expired: 0 });
    expect(net.sent.map((each) => each.key)).toEqual(["id-1", "id-1"]);
  });

  it("shows a 503 as refused where the device keeps nothing (no IndexedDB)", async () => {
    const { outbox, net } = setup({ indexedDB: undefined });
    net.state.status = 503;
    await expect(outbox.send("/api/leads", lead)).rejects.toMatchObject({ name: "DeliveryRefusedError", status: 503 });
  });

  it("rethrows the network error where there is no IndexedDB, so nothing is silently lost", async () => {
    const { outbox, net } = setup({ indexedDB: undefined });
    net.state.mode = "down";
    await expect(outbox.send("/api/leads", lead)).rejects.toThrow(TypeError);
    await expect(outbox.flush()).resolves.toEqual({ sent: 0, dropped: 0, remaining: 0, expired: 0 });
  });

  it("replays kept submissions oldest first with their original key and body, exactly once", async () => {
    let clock = 0;
    const { outbox, net, setOnline } = setup({ now: () => new Date(Date.UTC(2026, 10, 22, 10, 0, clock++)) });
    setOnline(false);
    await outbox.send("/api/leads", lead);
    await outbox.send("/api/contact", { message: "second" });
    setOnline(true);
    await expect(outbox.flush()).resolves.toEqual({ sent: 2, dropped: 0, remaining: 0, expired: 0 });
    expect(net.sent.map((item) => [item.url, item.key, item.body])).toEqual([
      ["/api/leads", "id-1", JSON.stringify(lead)],
      ["/api/contact", "id-2", JSON.stringify({ message: "second" })],
    ]);
    await expect(outbox.flush()).resolves.toEqual({ sent: 0, dropped: 0, remaining: 0, expired: 0 });
    expect(net.sent).toHaveLength(2);
  });

  it("keeps everything while the network is still down", async () => {
    const { outbox, net } = setup();
    net.state.mode = "down";
    await outbox.send("/api/leads", lead);
    await outbox.send("/api/leads", { ...lead, firstName: "Grace" });
    await expect(outbox.flush()).resolves.toEqual({ sent: 0, dropped: 0, remaining: 2, expired: 0 });
    expect(await outbox.entries()).toHaveLength(2);
  });

  it("retries temporary failures and drops a submission after too many, or at once on a 4xx", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { outbox, net } = setup({ maxAttempts: 2 });
    net.state.mode = "down";
    await outbox.send("/api/leads", lead);
    net.state.mode = "up";
    net.state.status = 503;
    await expect(outbox.flush()).resolves.toEqual({ sent: 0, dropped: 0, remaining: 1, expired: 0 });
    expect((await outbox.entries())[0]?.attempts).toBe(1);
    await expect(outbox.flush()).resolves.toEqual({ sent: 0, dropped: 1, remaining: 0, expired: 0 });

    net.state.mode = "down";
    await outbox.send("/api/leads", lead);
    net.state.mode = "up";
    net.state.status = 422;
    await expect(outbox.flush()).resolves.toEqual({ sent: 0, dropped: 1, remaining: 0, expired: 0 });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("keeps a submission through any number of temporary failures (a site-wide ceiling, a database away) until it is sent", async () => {
    const { outbox, net } = setup();
    net.state.mode = "down";
    await outbox.send("/api/leads", lead);
    net.state.mode = "up";
    for (const status of [503, 503, 429, 500, 408, 503, 503, 503, 503, 503, 503, 503]) {
      net.state.status = status;
      await expect(outbox.flush()).resolves.toEqual({ sent: 0, dropped: 0, remaining: 1, expired: 0 });
    }
    expect((await outbox.entries())[0]?.attempts).toBe(12);
    net.state.status = 201;
    await expect(outbox.flush()).resolves.toEqual({ sent: 1, dropped: 0, remaining: 0, expired: 0 });
  });

  it("never sends one submission twice when two replays overlap in one tab", async () => {
    const { outbox, net } = setup();
    net.state.mode = "down";
    await outbox.send("/api/leads", lead);
    net.state.mode = "up";
    const results = await Promise.all([outbox.flush(), outbox.flush()]);
    expect(results.map((result) => result.sent).sort()).toEqual([0, 1]);
    expect(net.sent).toHaveLength(1);
  });

  it("shares the kept submissions with another context and serialises replays through the lock", async () => {
    const held: string[] = [];
    let tail = Promise.resolve();
    const locks = {
      request: vi.fn((name: string, task: () => Promise<unknown>) => {
        held.push(name);
        const run = tail.then(task);
        tail = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      }),
    } as unknown as LockManager;
    const { outbox, another, net } = setup({ locks });
    net.state.mode = "down";
    await outbox.send("/api/leads", lead);
    net.state.mode = "up";
    const worker = another();
    const results = await Promise.all([outbox.flush(), worker.flush()]);
    expect(results.map((result) => result.sent).sort()).toEqual([0, 1]);
    expect(net.sent).toHaveLength(1);
    expect(held).toEqual(["tupelo-outbox-flush", "tupelo-outbox-flush"]);
  });
});

describe("expiry: nothing waits on the device longer than OUTBOX_MAX_AGE_MS", () => {
  const DAY = 24 * 60 * 60 * 1000;

  it("is 7 days", () => {
    expect(OUTBOX_MAX_AGE_MS).toBe(7 * DAY);
  });

  it("removes a submission unsent once it waited longer, keeps a younger one, and tells each expiry once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let clock = Date.parse("2026-12-01T10:00:00.000Z");
    const { net, factory, outbox, another, setOnline } = setup({ now: () => new Date(clock) });
    setOnline(false);
    await outbox.send("/api/leads", lead);
    clock += 3 * DAY;
    await outbox.send("/api/contact", { message: "call me" });
    // Just inside the bound: nothing expires.
    clock += 4 * DAY - 1;
    await expect(outbox.expire()).resolves.toBe(0);
    expect(await outbox.takeExpired()).toBe(0);
    clock += 2;
    setOnline(true);
    // The replay (here the service worker's: another connection) sends only the young one.
    const result = await another().flush();
    expect(result).toEqual({ sent: 1, dropped: 0, remaining: 0, expired: 1 });
    expect(net.sent.map((item) => item.url)).toEqual(["/api/contact"]);
    expect(await outbox.entries()).toEqual([]);
    // Nothing of the expired lead is left on the device, only the fact that one expired, for the page's notice.
    const kept = await rawEntries(factory);
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain("Ada");
    expect(await outbox.takeExpired()).toBe(1);
    expect(await outbox.takeExpired()).toBe(0);
    expect(await rawEntries(factory)).toEqual([]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      "[pwa] A submission to /api/leads kept on this device could not be sent within 7 days and was removed unsent.",
    ]);
    warn.mockRestore();
  });

  it("expires offline too: startOutboxReplay removes what waited too long and reports it without a network", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let clock = Date.parse("2026-12-01T10:00:00.000Z");
    const { net, outbox, setOnline } = setup({ now: () => new Date(clock) });
    setOnline(false);
    await outbox.send("/api/leads", lead);
    clock += 8 * DAY;
    const onExpired = vi.fn();
    const target = new EventTarget() as unknown as Window;
    const stop = startOutboxReplay(outbox, { target, isOnline: () => false, onExpired });
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalledWith(1));
    expect(net.fetch).not.toHaveBeenCalled();
    expect(await outbox.entries()).toEqual([]);
    // Back online: nothing to send, nothing told twice.
    target.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(net.sent).toEqual([]);
    stop();
    warn.mockRestore();
  });

  it("honours a shorter maxAgeMs", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let clock = Date.parse("2026-12-01T10:00:00.000Z");
    const { outbox, setOnline } = setup({ now: () => new Date(clock), maxAgeMs: 60_000 });
    setOnline(false);
    await outbox.send("/api/leads", lead);
    clock += 60_000;
    await expect(outbox.expire()).resolves.toBe(0);
    clock += 1;
    await expect(outbox.expire()).resolves.toBe(1);
    await expect(outbox.expire()).resolves.toBe(0);
    warn.mockRestore();
  });
});

describe("startOutboxReplay", () => {
  it("replays at start when online and on every online event until stopped", () => {
    const flush = vi.fn(() => Promise.resolve({ sent: 0, dropped: 0, remaining: 0, expired: 0 }));
    const target = new EventTarget() as unknown as Window;
    const stop = startOutboxReplay({ flush }, { target, isOnline: () => true });
    expect(flush).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event("online"));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new Event("online"));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("waits for the online event when started offline and only logs a failed replay", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const flush = vi.fn(() => Promise.reject(new Error("broken")));
    const target = new EventTarget() as unknown as Window;
    const stop = startOutboxReplay({ flush }, { target, isOnline: () => false });
    expect(flush).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    stop();
  });
});
