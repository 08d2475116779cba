/** Reads a Contentful webhook: the X-Contentful-Topic header and the raw JSON body. */
import { isRecord } from "../engine/json-values.js";

export interface ContentfulWebhook {
  /** The X-Contentful-Topic header, e.g. ContentManagement.Entry.publish. */
  topic: string;
  kind: "Entry" | "Asset" | "ContentType" | "other";
  /** The last segment of the topic: publish, unpublish, delete, save, ... */
  action: string;
  /** sys.id ('' when the body has none, e.g. a custom payload). */
  id: string;
  /** sys.contentType.sys.id (entries, tombstones included). */
  contentType: string | undefined;
  /**
   * The delivered revision the body announces: sys.publishedCounter ?? sys.revision ?? sys.publishedVersion
   * (the first that is a whole number). The Delivery API returns it as sys.revision once the change is live.
   */
  revision: number | undefined;
  /** sys.updatedAt. */
  updatedAt: string | undefined;
  /** unpublish, delete and archive: the entity is gone from the Delivery API. */
  removed: boolean;
  /** The parsed JSON body. */
  body: unknown;
}

/** A webhook that cannot be read: no or a malformed topic, or a body that is not a JSON object. */
export class WebhookParseError extends Error {
  override name = "WebhookParseError";
}

const REMOVING_ACTIONS: ReadonlySet<string> = new Set(["unpublish", "delete", "archive"]);
const KINDS: ReadonlySet<string> = new Set(["Entry", "Asset", "ContentType"]);

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function parseTopic(topic: string | undefined): { kind: ContentfulWebhook["kind"]; action: string; topic: string } {
  const trimmed = topic?.trim() ?? "";
  if (trimmed === "") throw new WebhookParseError("Missing X-Contentful-Topic header");
  const parts = trimmed.split(".");
  const action = parts[parts.length - 1] ?? "";
  if (parts.length < 3 || parts.some((part) => !/^[A-Za-z][\w-]*$/.test(part))) {
    throw new WebhookParseError(
      `Malformed X-Contentful-Topic '${trimmed}': expected <Source>.<Type>.<action>, e.g. ContentManagement.Entry.publish`,
    );
  }
  const type = parts[1] ?? "";
  const kind = parts[0] === "ContentManagement" && KINDS.has(type) ? (type as ContentfulWebhook["kind"]) : "other";
  return { kind, action, topic: trimmed };
}

/** Parses the topic header and the raw body; throws a WebhookParseError on bad input. */
export function parseWebhook(topic: string | undefined, rawBody: string): ContentfulWebhook {
  const parsedTopic = parseTopic(topic);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WebhookParseError(`Webhook body (${parsedTopic.topic}) is not valid JSON: ${reason}`);
  }
  if (!isRecord(body)) {
    throw new WebhookParseError(
      `Webhook body (${parsedTopic.topic}) must be a JSON object, got ${Array.isArray(body) ? "an array" : typeof body}`,
    );
  }
  const sys = isRecord(body.sys) ? body.sys : {};
  const contentType =
    isRecord(sys.contentType) && isRecord(sys.contentType.sys) ? text(sys.contentType.sys.id) : undefined;
  return {
    ...parsedTopic,
    id: text(sys.id) ?? "",
    contentType,
    revision: wholeNumber(sys.publishedCounter) ?? wholeNumber(sys.revision) ?? wholeNumber(sys.publishedVersion),
    updatedAt: text(sys.updatedAt),
    removed: REMOVING_ACTIONS.has(parsedTopic.action),
    body,
  };
}
