/**
 * Several servers, one site: a Contentful webhook reaches one instance behind the load balancer, but every instance
 * serves its own prerendered pages. The receiving instance queues the change for itself and publishes it on the
 * leads database's content-change feed (a row plus NOTIFY on PostgreSQL); every other instance hears it and queues
 * the same change for its own pages. A notice an instance misses is caught by its periodic reconciliation.
 */
import { z } from "zod";
import type { SiteChangeFeed } from "@tupelo-medicare/leads";
import type { Regenerator } from "@tupelo-medicare/site-build";

const changeSchema = z.object({
  kind: z.enum(["Entry", "Asset"]),
  id: z.string().min(1).max(64),
  contentType: z.string().max(64).optional(),
  revision: z.number().int().positive().optional(),
  removed: z.boolean().optional(),
});

const noticeSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("enqueue"), changes: z.array(changeSchema).max(1000) }),
  z.object({ type: z.literal("enqueueAll") }),
]);

export type SharedRegenerator = Pick<Regenerator, "enqueue" | "enqueueAll">;

export function shareRegeneration(
  local: SharedRegenerator,
  feed: Pick<SiteChangeFeed, "publish" | "subscribe">,
  log: (line: string) => void = (line) => console.warn(line),
): SharedRegenerator {
  feed.subscribe((payload) => {
    const notice = noticeSchema.safeParse(payload);
    if (!notice.success) {
      log("[site-changes] a content change from another instance has an unknown shape; ignored");
      return;
    }
    if (notice.data.type === "enqueueAll") local.enqueueAll();
    else local.enqueue(notice.data.changes);
  });
  const publish = (payload: unknown) =>
    void feed
      .publish(payload)
      .catch((error: unknown) =>
        log(
          `[site-changes] could not tell the other instances (${error instanceof Error ? error.message : String(error)}); their reconciliation will catch the change`,
        ),
      );
  return {
    enqueue(changes) {
      local.enqueue(changes);
      publish({ type: "enqueue", changes });
    },
    enqueueAll() {
      local.enqueueAll();
      publish({ type: "enqueueAll" });
    },
  };
}
