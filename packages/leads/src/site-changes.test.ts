/**
 * Content changes shared by server instances on one database: PostgreSQL instances have their own connections and
 * hear each other through LISTEN/NOTIFY; SQLite instances (one process, one connection) read by polling.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSiteChangeFeed, SITE_CHANGES_KEEP_MS } from "./site-changes.js";
import type { SiteChangeFeed } from "./site-changes.js";
import { DIALECTS, openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";

/** Polls until `done` holds, failing at the deadline (no fixed sleeps). */
async function waitFor(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(DIALECTS)("the site change feed on %s", (dialect) => {
  let test: TestDatabase;
  let feeds: SiteChangeFeed[];
  let lines: string[];
  // One database per dialect, its changes removed before every test (every feed of a test is stopped after it).
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await test.database.db.deleteFrom("site_changes").execute();
    feeds = [];
    lines = [];
  });
  afterEach(async () => {
    for (const feed of feeds) await feed.stop();
  });

  /**
   * An instance: on PostgreSQL with its own connections; on SQLite on the one database object. Its subscriber
   * collects what it hears.
   */
  const instance = (origin: string, pollMs: number, own = false) => {
    const database = own && dialect === "postgres" ? test.reopen() : test.database;
    const feed = createSiteChangeFeed({ database, origin, pollMs, log: (line) => lines.push(line) });
    const heard: unknown[] = [];
    feed.subscribe((payload) => heard.push(payload));
    feeds.push(feed);
    return { feed, heard };
  };

  it("carries a change from one instance to the other, never back to its publisher", async () => {
    // On PostgreSQL B first polls ten minutes after its start, so what it hears before then came by NOTIFY. The
    // deadline is far below that and far above a loaded machine's delay (CI runs every suite at once on two cores;
    // one second is not safe there); how fast a change travels is printed by e2e/several-instances.spec.ts.
    const bPollMs = dialect === "postgres" ? 600_000 : 50;
    const deadlineMs = dialect === "postgres" ? 60_000 : 5000;
    const a = instance("instance-a", 50);
    const b = instance("instance-b", bPollMs, true);
    await Promise.all([a.feed.start(), b.feed.start()]);

    await a.feed.publish({ entry: "page-1", at: 1 });
    await waitFor(() => b.heard.length === 1, deadlineMs, "B hears A's change");

    await b.feed.publish({ entry: "page-2", at: 2 });
    await waitFor(() => a.heard.length === 1, 5000, "A hears B's change");
    await a.feed.publish({ entry: "page-3", at: 3 });
    await waitFor(() => b.heard.length === 2, deadlineMs, "B hears A's second change");

    // Each has read past its own change (changes are read in order), and heard only the other's.
    expect(a.heard).toEqual([{ entry: "page-2", at: 2 }]);
    expect(b.heard).toEqual([
      { entry: "page-1", at: 1 },
      { entry: "page-3", at: 3 },
    ]);
  });

  it("does not replay changes published before an instance started, and skips one that is not JSON", async () => {
    const a = instance("instance-a", 50);
    await a.feed.start();
    await a.feed.publish({ entry: "before" });
    const b = instance("instance-b", 50, true);
    await b.feed.start();
    await test.database.db
      .insertInto("site_changes")
      .values({ created_at: Date.now(), origin: "instance-c", payload: "{broken" })
      .execute();
    await a.feed.publish({ entry: "after" });
    await waitFor(() => b.heard.length === 1, 5000, "B hears the change after its start");
    expect(b.heard).toEqual([{ entry: "after" }]);
    expect(lines.some((line) => /change \d+ from instance-c is not JSON; ignored/.test(line))).toBe(true);
  });

  it("prunes changes older than the time they are kept", async () => {
    const a = instance("instance-a", 60_000);
    const now = Date.now();
    await test.database.db
      .insertInto("site_changes")
      .values([
        { created_at: now - SITE_CHANGES_KEEP_MS - 60_000, origin: "instance-a", payload: "{}" },
        { created_at: now - SITE_CHANGES_KEEP_MS + 60_000, origin: "instance-a", payload: "{}" },
      ])
      .execute();
    await a.feed.publish({ entry: "fresh" });
    expect(await a.feed.prune(now)).toBe(1);
    const left = await test.database.db.selectFrom("site_changes").select("created_at").execute();
    expect(left).toHaveLength(2);
    expect(left.every((row) => Number(row.created_at) >= now - SITE_CHANGES_KEEP_MS)).toBe(true);
  });

  it("hears a change whose transaction committed after a later one (ids taken out of order)", async () => {
    // PostgreSQL hands out an id at insert and shows the row at commit: a reader that moved past a still-open
    // insert must look for that id again, or the change is lost until reconciliation.
    const reader = instance("reader", 50);
    await reader.feed.start();
    if (dialect === "postgres") {
      const slow = test.reopen();
      await slow.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("site_changes")
          .values({ created_at: Date.now(), origin: "slow", payload: JSON.stringify({ entry: "first" }) })
          .execute();
        const fast = instance("fast", 50, true);
        await fast.feed.publish({ entry: "second" });
        await waitFor(() => reader.heard.length === 1, 5000, "the reader hears the change committed first");
      });
    } else {
      // SQLite has one writer at a time, so ids commit in order; an id missing from the read is looked for again too.
      const top = await test.database.db
        .selectFrom("site_changes")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst();
      const next = Number(top?.id ?? 0) + 1;
      await test.database.db
        .insertInto("site_changes")
        .values({ id: next + 1, created_at: Date.now(), origin: "fast", payload: JSON.stringify({ entry: "second" }) })
        .execute();
      await waitFor(() => reader.heard.length === 1, 5000, "the reader hears the later id");
      await test.database.db
        .insertInto("site_changes")
        .values({ id: next, created_at: Date.now(), origin: "slow", payload: JSON.stringify({ entry: "first" }) })
        .execute();
    }
    await waitFor(() => reader.heard.length === 2, 5000, "the reader hears the change committed last");
    expect(reader.heard).toEqual([{ entry: "second" }, { entry: "first" }]);
  });
});
