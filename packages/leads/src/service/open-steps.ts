/**
 * The steps of opening the leads service, each on its own: open the database and migrate it, import the old file
 * store, start delivering (the e-mail sender and the queue), start the work shared with the other instances (the
 * content-change feed and the housekeeping). The service runs them in this order and checks between them whether
 * it was stopped meanwhile.
 */
import { migrateToLatest, MigrationError } from "../database/migrate.js";
import type { SchemaStatus } from "../database/migrate.js";
import { openDatabase } from "../database/open-database.js";
import type { LeadsDatabase } from "../database/open-database.js";
import { createDeliveryQueue } from "../delivery-queue.js";
import type { DeliveryQueue } from "../delivery-queue.js";
import { importFileStore } from "../file-store-import.js";
import { startMaintenance } from "../maintenance.js";
import type { Maintenance } from "../maintenance.js";
import { createSiteChangeFeed } from "../site-changes.js";
import type { SiteChangeFeed } from "../site-changes.js";
import type { SubmissionStore } from "../submission-store.js";
import type { SubmissionKind } from "../types.js";
import type { WebhookPost } from "../webhook-post.js";
import type { WebhookSigner } from "../webhook-signing.js";
import type { MailSender } from "../mail-sender.js";
import { errorText } from "../error-text.js";

/** Closes the database; a close that fails is logged with its reason (the database is given up either way). */
export async function closeLogged(database: LeadsDatabase, log: (line: string) => void): Promise<void> {
  await database
    .close()
    .catch((error: unknown) => log(`[leads] Database ${database.location} did not close cleanly: ${errorText(error)}`));
}

/** The database, open and migrated; or why it cannot be used now (tried again later). */
export type Migrated = { database: LeadsDatabase; schema: SchemaStatus } | { error: string };

/**
 * Opens the database (group commit: the disk flush behind each answer runs off the event loop, shared by the
 * commits that wait) and migrates it. A database that cannot be opened or reached is `{ error }`; a newer schema, or
 * a migration step that failed, throws its MigrationError: this version must never write on.
 */
export async function openMigrated(
  where: { databaseUrl?: string | undefined; dataDir: string },
  log: (line: string) => void,
): Promise<Migrated> {
  let database: LeadsDatabase;
  try {
    database = openDatabase({ url: where.databaseUrl, dataDir: where.dataDir, groupCommit: true });
  } catch (error) {
    return { error: `cannot open the database: ${errorText(error)}` };
  }
  try {
    const result = await migrateToLatest(database);
    const schema = result.status;
    if (result.appliedNow.length)
      log(
        `[leads] Database ${database.location}: applied migration${result.appliedNow.length === 1 ? "" : "s"} ${result.appliedNow.join(", ")} (schema version ${schema.version})`,
      );
    return { database, schema };
  } catch (error) {
    await closeLogged(database, log);
    if (error instanceof MigrationError && (error.step !== null || /newer than this version/.test(error.message)))
      throw error;
    return { error: `cannot reach the database: ${errorText(error)}` };
  }
}

/**
 * Imports the old file store under dataDir into the store. A failure is logged, not thrown: the files stay where
 * they are and are imported at the next start; new submissions go to the database.
 */
export async function importOldStore(
  dataDir: string,
  store: SubmissionStore,
  options: { queue: boolean; log: (line: string) => void },
): Promise<void> {
  try {
    await importFileStore(dataDir, store, options);
  } catch (error) {
    options.log(
      `[leads] The old file store could not be imported now (${errorText(error)}); it is tried again at the next start`,
    );
  }
}

export interface DeliveryOptions {
  store: SubmissionStore;
  webhooks: Partial<Record<SubmissionKind, string>>;
  mailSender: MailSender | undefined;
  retryDelaysMs: readonly number[];
  signer: WebhookSigner | undefined;
  owner: string;
  log: (line: string) => void;
  post?: WebhookPost | undefined;
  pollMs?: number | undefined;
  now?: (() => number) | undefined;
}

/** The delivery queue over the store, started: the webhooks, and the e-mail when a sender is given. */
export function startDelivery(options: DeliveryOptions): DeliveryQueue {
  const queue = createDeliveryQueue({
    store: options.store,
    webhooks: options.webhooks,
    ...(options.mailSender ? { senders: { message: options.mailSender } } : {}),
    retryDelaysMs: options.retryDelaysMs,
    signer: options.signer,
    owner: options.owner,
    log: options.log,
    ...(options.post ? { post: options.post } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  queue.start();
  return queue;
}

export interface SharedWork {
  feed: SiteChangeFeed;
  maintenance: Maintenance;
}

/**
 * The work shared with the other instances: the content-change feed (with the listeners subscribed so far; a feed
 * that cannot listen is logged and the site serves on) and the housekeeping (retention, and the feed's pruning every
 * minute).
 */
export async function startSharedWork(options: {
  database: LeadsDatabase;
  store: SubmissionStore;
  origin: string;
  listeners: ReadonlyArray<(payload: unknown) => void>;
  retentionDays: number;
  soaRetentionDays: number;
  log: (line: string) => void;
}): Promise<SharedWork> {
  const { log } = options;
  const feed = createSiteChangeFeed({ database: options.database, origin: options.origin, log });
  for (const listener of options.listeners) feed.subscribe(listener);
  await feed.start().catch((error: unknown) => log(`[site-changes] could not start (${errorText(error)})`));
  const maintenance = startMaintenance({
    store: options.store,
    retentionDays: options.retentionDays,
    soaRetentionDays: options.soaRetentionDays,
    everyMinute: [() => feed.prune()],
    log,
  });
  return { feed, maintenance };
}
