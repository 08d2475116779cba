/**
 * Contentful webhooks: request signing and verification (Contentful's "request verification", compatible with
 * @contentful/node-apps-toolkit), parsing of incoming webhooks, and the payloads Contentful sends for an entity.
 */
export { signRequest, verifyRequest, normalizePath } from "./signing.js";
export type { SignableRequest, VerifyResult } from "./signing.js";
export { parseWebhook, WebhookParseError } from "./parse.js";
export type { ContentfulWebhook } from "./parse.js";
export { webhookPayload } from "./payload.js";
export type { WebhookAction, WebhookEntity, WebhookEntityKind, WebhookPayloadOptions } from "./payload.js";
