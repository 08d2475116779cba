/** The topic and body Contentful sends for an entity of an export file (management format, locale-keyed fields). */
import { isRecord, jsonCopy } from "../engine/json-values.js";

export type WebhookAction =
  "create" | "save" | "auto_save" | "archive" | "unarchive" | "publish" | "unpublish" | "delete";

export type WebhookEntityKind = "Entry" | "Asset" | "ContentType";

export interface WebhookPayloadOptions {
  /** The space id in sys.space (default: the entity's own sys.space, else "embedded"). */
  spaceId?: string;
  /** The environment id in sys.environment (default: the entity's own, else "master"). */
  environmentId?: string;
  /** The time stamped on tombstones (updatedAt, deletedAt); default now. */
  now?: Date | number;
}

/** An entity as it appears in an export file: an entry, an asset or a content type. */
export interface WebhookEntity {
  readonly sys: object;
  readonly fields?: unknown;
}

const link = (linkType: string, id: string) => ({ sys: { type: "Link", linkType, id } });

const TOMBSTONE_ACTIONS: ReadonlySet<WebhookAction> = new Set(["unpublish", "delete"]);

const linkId = (value: unknown): string | undefined =>
  isRecord(value) && isRecord(value.sys) && typeof value.sys.id === "string" ? value.sys.id : undefined;

const nonNegativeInteger = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;

/** Entry, Asset or ContentType, from sys.type (Deleted* included), else from the entity's shape. */
export function entityKindOf(entity: WebhookEntity): WebhookEntityKind {
  const sys = entity.sys as Record<string, unknown>;
  const type = typeof sys.type === "string" ? sys.type.replace(/^Deleted/, "") : undefined;
  if (type === "Entry" || type === "Asset" || type === "ContentType") return type;
  if (sys.contentType !== undefined) return "Entry";
  if (Array.isArray(entity.fields)) return "ContentType";
  if (isRecord(entity.fields) && "file" in entity.fields) return "Asset";
  throw new TypeError(
    `webhookPayload: cannot tell whether '${String(sys.id)}' is an Entry, Asset or ContentType; set sys.type`,
  );
}

/** The delivered revision of an export entity: publishedCounter ?? publishedVersion ?? 1 (the engine's rule). */
export function exportRevision(sys: Record<string, unknown>): number {
  return nonNegativeInteger(sys.publishedCounter) ?? nonNegativeInteger(sys.publishedVersion) ?? 1;
}

/**
 * The webhook Contentful would send for `action` on an export entity. publish/save/archive/...: the entity in
 * management format with sys.type, sys.space and sys.environment set (publish adds sys.revision, the delivered
 * revision: publishedCounter ?? publishedVersion ?? 1). unpublish/delete: a tombstone (sys.type
 * DeletedEntry/DeletedAsset/DeletedContentType, id, space, environment, contentType for entries, revision,
 * createdAt, updatedAt, deletedAt) with no fields.
 */
export function webhookPayload(
  action: WebhookAction,
  entity: WebhookEntity,
  options: WebhookPayloadOptions = {},
): { topic: string; body: unknown } {
  const kind = entityKindOf(entity);
  const sys = entity.sys as Record<string, unknown>;
  if (typeof sys.id !== "string" || sys.id === "") throw new TypeError("webhookPayload: the entity has no sys.id");
  const space = link("Space", options.spaceId ?? linkId(sys.space) ?? "embedded");
  const environment = link("Environment", options.environmentId ?? linkId(sys.environment) ?? "master");
  const topic = `ContentManagement.${kind}.${action}`;
  const contentTypeId = kind === "Entry" ? linkId(sys.contentType) : undefined;

  if (TOMBSTONE_ACTIONS.has(action)) {
    const now = new Date(options.now ?? Date.now()).toISOString();
    const tombstone: Record<string, unknown> = { type: `Deleted${kind}`, id: sys.id, space, environment };
    if (contentTypeId !== undefined) tombstone.contentType = link("ContentType", contentTypeId);
    tombstone.revision = exportRevision(sys);
    tombstone.createdAt = typeof sys.createdAt === "string" ? sys.createdAt : now;
    tombstone.updatedAt = now;
    tombstone.deletedAt = now;
    return { topic, body: { sys: tombstone } };
  }

  const copy = jsonCopy(entity) as unknown as Record<string, unknown>;
  const bodySys: Record<string, unknown> = { ...(copy.sys as Record<string, unknown>), type: kind, space, environment };
  if (action === "publish") bodySys.revision = exportRevision(sys);
  if (kind === "ContentType") return { topic, body: { ...copy, sys: bodySys } };
  const metadata = isRecord(copy.metadata) ? copy.metadata : { tags: [], concepts: [] };
  return { topic, body: { ...copy, metadata, sys: bodySys, fields: isRecord(copy.fields) ? copy.fields : {} } };
}
