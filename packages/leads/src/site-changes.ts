/**
 * Content changes shared by every server process on one database: the instance that receives a Contentful webhook
 * publishes it here (a row in site_changes, and on PostgreSQL a NOTIFY), and every other instance reads it within
 * moments (LISTEN, with an indexed poll as the fallback) and regenerates its own pages. A notice that is missed
 * (a connection that dropped, an instance that was down) is covered by each instance's periodic reconciliation.
 */
import type pg from "pg";
import type { LeadsDatabase } from "./database/open-database.js";

export const SITE_CHANGES_CHANNEL = "site_changes";
/** How long published changes are kept (instances down longer are brought up to date by reconciliation). */
export const SITE_CHANGES_KEEP_MS = 24 * 3_600_000;
/**
 * How long an id skipped over is looked for again. Ids are taken when a row is inserted but the row is seen when it
 * commits, so two instances publishing at once may commit out of order; a gap that never fills was rolled back.
 */
const GAP_WAIT_MS = 30_000;
/** At most this many skipped ids are looked for at once. */
const MAX_GAPS = 1000;

export interface SiteChangeFeed {
  /** Publishes a change for the other instances (this one acts on it itself). */
  publish(payload: unknown): Promise<void>;
  /** Called with every change another instance published after start(). */
  subscribe(listener: (payload: unknown) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Removes changes older than SITE_CHANGES_KEEP_MS. */
  prune(now?: number): Promise<number>;
}

export interface SiteChangeFeedOptions {
  database: LeadsDatabase;
  /** This instance's name (its own changes are not read back). */
  origin: string;
  /** The fallback poll. @defaultValue 2000 */
  pollMs?: number;
  log?: (line: string) => void;
}

export function createSiteChangeFeed(options: SiteChangeFeedOptions): SiteChangeFeed {
  const { database, origin } = options;
  const { db } = database;
  const log = options.log ?? ((line: string) => console.warn(line));
  const pollMs = options.pollMs ?? 2000;
  const listeners: Array<(payload: unknown) => void> = [];
  let last = 0;
  /** Ids below `last` not seen yet (their insert may still commit) -> when they were first skipped. */
  const gaps = new Map<number, number>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let listener: pg.PoolClient | undefined;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let trouble = false;

  const read = (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        const now = Date.now();
        for (const [id, since] of gaps) if (now - since > GAP_WAIT_MS) gaps.delete(id);
        const missing = [...gaps.keys()];
        const rows = await db
          .selectFrom("site_changes")
          .select(["id", "origin", "payload"])
          .where((eb) => (missing.length ? eb.or([eb("id", ">", last), eb("id", "in", missing)]) : eb("id", ">", last)))
          .orderBy("id")
          .limit(500)
          .execute();
        for (const row of rows) {
          const id = Number(row.id);
          if (!gaps.delete(id)) {
            for (let skipped = last + 1; skipped < id && gaps.size < MAX_GAPS; skipped += 1) gaps.set(skipped, now);
            last = Math.max(last, id);
          }
          if (row.origin === origin) continue;
          let payload: unknown;
          try {
            payload = JSON.parse(row.payload);
          } catch {
            log(`[site-changes] change ${row.id} from ${row.origin} is not JSON; ignored`);
            continue;
          }
          for (const each of listeners) each(payload);
        }
        if (rows.length === 500) readAgain = true;
      } while (readAgain);
    })()
      .then(
        () => {
          if (trouble) log("[site-changes] the database is reachable again");
          trouble = false;
        },
        (error: unknown) => {
          if (!trouble)
            log(
              `[site-changes] cannot read content changes (${error instanceof Error ? error.message : String(error)}); trying again`,
            );
          trouble = true;
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const poll = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void read().finally(poll);
    }, pollMs);
    timer.unref?.();
  };

  const listen = async () => {
    if (!database.pool || stopped) return;
    try {
      const client = await database.pool.connect();
      client.on("notification", () => void read());
      client.on("error", () => {
        // The connection dropped: the poll keeps reading; LISTEN again shortly.
        client.release(true);
        if (listener === client) listener = undefined;
        setTimeout(() => void listen(), 1000).unref();
      });
      await client.query(`LISTEN ${SITE_CHANGES_CHANNEL}`);
      listener = client;
      // Anything published while the connection was being made.
      void read();
    } catch {
      setTimeout(() => void listen(), 2000).unref();
    }
  };

  return {
    async publish(payload) {
      const text = JSON.stringify(payload);
      await db.insertInto("site_changes").values({ created_at: Date.now(), origin, payload: text }).execute();
      if (database.dialect === "postgres")
        await database.pool!.query("select pg_notify($1, $2)", [SITE_CHANGES_CHANNEL, origin]);
    },
    subscribe(callback) {
      listeners.push(callback);
    },
    async start() {
      if (!stopped) return;
      stopped = false;
      const row = await db
        .selectFrom("site_changes")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst();
      last = Number(row?.id ?? 0);
      await listen();
      poll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (listener) {
        await listener.query(`UNLISTEN ${SITE_CHANGES_CHANNEL}`).catch(() => undefined);
        listener.release();
        listener = undefined;
      }
      await reading;
    },
    async prune(now = Date.now()) {
      const result = await db
        .deleteFrom("site_changes")
        .where("created_at", "<", now - SITE_CHANGES_KEEP_MS)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
