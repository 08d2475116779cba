/**
 * What changed between two served copies of a space, as the webhooks Contentful would send, in order: content
 * types published, then assets, then entries, then content types unpublished.
 */
import type { ContentfulExport } from "../export-file/types.js";
import { exportRevision } from "../webhooks/payload.js";
import type { WebhookAction } from "../webhooks/payload.js";
import { entitiesOf, isArchived, isLive } from "./revision-ledger.js";
import type { EntityKind, LooseEntity } from "./revision-ledger.js";

export interface SpaceEvent {
  readonly action: WebhookAction;
  readonly kind: EntityKind;
  /** The entity the webhook describes: the new version, or the last served one for tombstones. */
  readonly entity: LooseEntity;
}

const byId = (list: readonly LooseEntity[]): Map<string, LooseEntity> =>
  new Map(list.map((entity) => [String(entity.sys.id), entity]));

function entityEvents(
  kind: "Entry" | "Asset",
  before: readonly LooseEntity[],
  after: readonly LooseEntity[],
): SpaceEvent[] {
  const events: SpaceEvent[] = [];
  const previous = byId(before);
  const push = (action: WebhookAction, entity: LooseEntity) => events.push({ action, kind, entity });
  for (const next of after) {
    const prior = previous.get(String(next.sys.id));
    const wasArchived = prior !== undefined && isArchived(prior.sys);
    const wasLive = prior !== undefined && isLive(prior.sys);
    if (isArchived(next.sys)) {
      if (!wasArchived) push("archive", next);
      continue;
    }
    if (wasArchived) push("unarchive", next);
    if (isLive(next.sys)) {
      if (!wasLive || exportRevision(prior.sys) !== exportRevision(next.sys)) push("publish", next);
    } else if (wasLive) push("unpublish", prior);
  }
  const remaining = new Set(after.map((entity) => String(entity.sys.id)));
  for (const prior of before) if (!remaining.has(String(prior.sys.id))) push("delete", prior);
  return events;
}

function contentTypeEvents(
  before: readonly LooseEntity[],
  after: readonly LooseEntity[],
): { published: SpaceEvent[]; removed: SpaceEvent[] } {
  const previous = byId(before);
  const next = byId(after);
  const published: SpaceEvent[] = [];
  const removed: SpaceEvent[] = [];
  for (const type of after) {
    const prior = previous.get(String(type.sys.id));
    const wasLive = prior !== undefined && isLive(prior.sys);
    if (isLive(type.sys)) {
      if (!wasLive || exportRevision(prior.sys) !== exportRevision(type.sys))
        published.push({ action: "publish", kind: "ContentType", entity: type });
    } else if (wasLive) removed.push({ action: "unpublish", kind: "ContentType", entity: prior });
  }
  for (const prior of before) {
    if (!next.has(String(prior.sys.id)) && isLive(prior.sys))
      removed.push({ action: "unpublish", kind: "ContentType", entity: prior });
  }
  return { published, removed };
}

/** The webhooks that turn `before` into `after` (both served copies from one RevisionLedger). */
export function diffSpaces(before: ContentfulExport, after: ContentfulExport): SpaceEvent[] {
  const types = contentTypeEvents(entitiesOf(before, "ContentType"), entitiesOf(after, "ContentType"));
  return [
    ...types.published,
    ...entityEvents("Asset", entitiesOf(before, "Asset"), entitiesOf(after, "Asset")),
    ...entityEvents("Entry", entitiesOf(before, "Entry"), entitiesOf(after, "Entry")),
    ...types.removed,
  ];
}
