/**
 * The regenerator's units alone: the queued work (merged per entity, taken whole, given back under newer
 * announcements), the wait for the Delivery API (what each change waits for, the clamp of an implausible revision,
 * a wait that ends when served, at its deadline or on a stop, with a failed check logged) and a pass's log line.
 * The regenerator's own tests (regenerator.test.ts) hold the composed behaviour.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ContentfulClientApi } from "contentful";
import { afterEach, describe, expect, it } from "vitest";
import { passResult } from "../queue-fixtures.test-support.js";
import { awaitedOf, createDeliveryWait, REVISION_STEP_LIMIT } from "./delivery-wait.js";
import { passLine } from "./pass-line.js";
import { createQueuedWork } from "./queued-work.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** A build folder with no site record: every entity counts as rendered from revision 0. */
const emptyDist = () => {
  const dir = mkdtempSync(join(tmpdir(), "site-build-queue-"));
  dirs.push(dir);
  return dir;
};

describe("the queued work", () => {
  it("merges per entity: the latest announcement, the highest revision, a known content type kept", () => {
    const work = createQueuedWork();
    work.merge([{ kind: "Entry", id: "a", revision: 5, contentType: "blogPost" }]);
    work.merge([{ kind: "Entry", id: "a", revision: 3, removed: true }]);
    work.merge([{ kind: "Asset", id: "a", revision: 1 }]);
    expect(work.size()).toBe(2);
    expect(work.take().changes).toEqual([
      { kind: "Entry", id: "a", revision: 5, removed: true, contentType: "blogPost" },
      { kind: "Asset", id: "a", revision: 1, contentType: undefined },
    ]);
  });

  it("takes everything at once and leaves nothing; a full re-render and paths count in its size", () => {
    const work = createQueuedWork();
    expect(work.hasWork()).toBe(false);
    work.addAll();
    work.addPaths(["/client-reviews", "/client-reviews"]);
    expect(work.size()).toBe(2);
    expect(work.take()).toEqual({ changes: [], all: true, paths: ["/client-reviews"] });
    expect(work.hasWork()).toBe(false);
    expect(work.unfinished()).toEqual({ changes: [], all: false, paths: [] });
  });

  it("gives a failed batch back under what arrived since: the newer announcement wins", () => {
    const work = createQueuedWork();
    work.merge([{ kind: "Entry", id: "a", revision: 2 }]);
    work.addPaths(["/x"]);
    const batch = work.take();
    work.merge([{ kind: "Entry", id: "a", revision: 4, removed: true }]);
    work.merge([{ kind: "Entry", id: "b", revision: 1 }]);
    work.giveBack(batch);
    expect(work.unfinished()).toEqual({
      changes: [
        { kind: "Entry", id: "a", revision: 4, removed: true, contentType: undefined },
        { kind: "Entry", id: "b", revision: 1, contentType: undefined },
      ],
      all: false,
      paths: ["/x"],
    });
  });
});

describe("what each change waits for", () => {
  it("a removal its absence, a plausible revision itself, no revision nothing; an implausible one is clamped and logged", () => {
    const lines: string[] = [];
    const rendered = { entries: { post: { revision: 7, contentType: "blogPost" } }, assets: { logo: 2 } };
    const awaited = awaitedOf(
      [
        { kind: "Entry", id: "gone", removed: true },
        { kind: "Entry", id: "post", revision: 7 + REVISION_STEP_LIMIT },
        { kind: "Asset", id: "logo", revision: 2 ** 53 },
        { kind: "Entry", id: "quiet" },
      ],
      rendered,
      (line) => lines.push(line),
    );
    expect([...awaited.entries()].map(([key, item]) => [key, item.atLeast])).toEqual([
      ["Entry:gone", null],
      ["Entry:post", 107],
      ["Asset:logo", 3],
    ]);
    expect(lines).toEqual([
      `[regenerate] Asset logo: announced revision ${2 ** 53} is implausible (the site was rendered from revision 2); waiting for any revision after 2 instead.`,
    ]);
  });
});

describe("the wait for the Delivery API", () => {
  /** A Delivery client serving `served` (id → revision), counting its calls; `fail` makes the next call throw. */
  const fakeDelivery = (served: Map<string, number>) => {
    const state = { calls: 0, fail: false };
    const answer = (query: { "sys.id[in]": string }) => {
      state.calls += 1;
      if (state.fail) {
        state.fail = false;
        return Promise.reject(new Error('{\n  "status": 503\n}'));
      }
      const ids = query["sys.id[in]"].split(",");
      return Promise.resolve({
        items: ids.filter((id) => served.has(id)).map((id) => ({ sys: { id, revision: served.get(id) } })),
      });
    };
    const client = { getEntries: answer, getAssets: answer } as unknown as ContentfulClientApi<undefined>;
    return { client, state };
  };

  it("ends as soon as every change is served, and says what it cost", async () => {
    const served = new Map([["a", 1]]);
    const { client, state } = fakeDelivery(served);
    const lines: string[] = [];
    const wait = createDeliveryWait({
      distDir: emptyDist(),
      delivery: () => client,
      log: (line) => lines.push(line),
      signal: new AbortController().signal,
    });
    setTimeout(() => served.set("a", 2), 100);
    state.fail = true;
    await wait([
      { kind: "Entry", id: "a", revision: 2 },
      { kind: "Entry", id: "b", removed: true },
    ]);
    expect(lines[0]).toBe('[regenerate] checking 2 entry(s) on the Delivery API failed: { "status": 503 }');
    expect(lines.at(-1)).toMatch(
      /^\[regenerate\] the Delivery API serves all 2 announced change\(s\) \(\d+ check\(s\), \d+ Delivery API call\(s\), 0 answered 429, \d+ ms\)$/,
    );
    expect(state.calls).toBeGreaterThanOrEqual(2);
  });

  it("at its deadline renders what is served and names what is not", async () => {
    const { client } = fakeDelivery(new Map());
    const lines: string[] = [];
    const wait = createDeliveryWait({
      distDir: emptyDist(),
      delivery: () => client,
      cdnWaitMs: 50,
      log: (line) => lines.push(line),
      signal: new AbortController().signal,
    });
    await wait([{ kind: "Entry", id: "late", revision: 1 }]);
    expect(lines.at(-1)).toMatch(
      /^\[regenerate\] the Delivery API does not serve 1 of 1 announced change\(s\) yet: Entry late \(revision 1\); rendering what it serves, reconciliation will follow up/,
    );
  });

  it("ends at once on a stop, and waits for nothing when no change announces a revision or a removal", async () => {
    const { client, state } = fakeDelivery(new Map());
    const stop = new AbortController();
    const wait = createDeliveryWait({
      distDir: emptyDist(),
      delivery: () => client,
      cdnWaitMs: 600_000,
      log: () => undefined,
      signal: stop.signal,
    });
    await wait([{ kind: "Entry", id: "quiet" }]);
    expect(state.calls).toBe(0);
    const waiting = wait([{ kind: "Entry", id: "late", revision: 1 }]);
    setTimeout(() => stop.abort(), 50);
    await waiting;
    expect(state.calls).toBeGreaterThanOrEqual(1);
  });
});

describe("a pass's log line", () => {
  it("counts the changes and names what was added, removed and moved", () => {
    expect(passLine(2, false, passResult(["/a", "/b"]))).toBe("[regenerate] 2 change(s): rendered 2 page(s) in 1 ms");
    expect(
      passLine(0, true, {
        ...passResult(["/blog/new"]),
        added: ["/blog/new"],
        removed: ["/blog/old"],
        redirected: { "/blog/old": "/blog/new" },
        ms: 12.6,
      }),
    ).toBe(
      "[regenerate] 0 change(s) (all pages): rendered 1 page(s), added /blog/new, removed /blog/old, moved /blog/old -> /blog/new in 13 ms",
    );
  });
});
