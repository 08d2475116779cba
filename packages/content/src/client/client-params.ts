import type { CreateClientParams } from "contentful";
import { sharedDeliveryLimiter } from "../delivery-limiter.js";
import { ContentConfigError } from "../errors.js";
import { keepAliveAgents } from "../keep-alive-agents.js";
import { limiterHooks } from "./limiter-hooks.js";
import type { CreateContentClientOptions } from "./types.js";

/** What contentful's HTTP layer (contentful-sdk-core) accepts beyond its types: a request interceptor and throttle. */
export type ClientParams = CreateClientParams & {
  throttle?: number;
  onBeforeRequest?: <C extends object>(config: C) => Promise<C>;
};

const HOST_WITH_PROTOCOL = /^\w+:\/\//;

/** Validates the options and returns the contentful createClient parameters. */
export function buildClientParams(options: CreateContentClientOptions): ClientParams {
  const { source } = options;
  if (source.type === "client") throw new ContentConfigError("A ready client needs no client parameters.");
  if (
    options.throttle !== undefined &&
    (!Number.isInteger(options.throttle) || options.throttle < 1 || options.throttle > 30)
  ) {
    throw new ContentConfigError(
      `Content throttle must be a whole number of requests per second from 1 to 30 (got ${options.throttle}).`,
    );
  }
  // An in-process adapter (the embedded engine) is no Delivery API: nothing to cap.
  const limiter = options.limiter === undefined ? (options.adapter ? null : sharedDeliveryLimiter()) : options.limiter;
  const common = {
    timeout: options.timeout ?? 30_000,
    retryOnError: true,
    retryLimit: options.retryLimit ?? 5,
    adapter: options.adapter,
    // A remote host: connections kept open between calls (keep-alive-agents.ts).
    ...(options.adapter ? {} : keepAliveAgents()),
    ...(options.throttle ? { throttle: options.throttle } : {}),
    ...(limiter ? limiterHooks(limiter) : {}),
  };
  if (source.type === "proxy") {
    if (!source.host)
      throw new ContentConfigError("The content proxy needs the site's host (for example location.host).");
    return {
      ...common,
      space: source.space ?? "embedded",
      accessToken: "proxy",
      host: source.host,
      basePath: source.basePath ?? "contentful-api",
      insecure: source.insecure ?? false,
    };
  }
  if (!source.space?.trim()) {
    throw new ContentConfigError("Contentful needs a space id: set CONTENTFUL_SPACE_ID (or pass source.space).");
  }
  if (!source.accessToken?.trim()) {
    throw new ContentConfigError(
      "Contentful needs an access token: set CONTENTFUL_ACCESS_TOKEN (or pass source.accessToken).",
    );
  }
  if (source.host && HOST_WITH_PROTOCOL.test(source.host)) {
    throw new ContentConfigError(
      `CONTENTFUL_HOST must be a host name without protocol, e.g. cdn.contentful.com (got ${source.host}).`,
    );
  }
  return {
    ...common,
    space: source.space.trim(),
    accessToken: source.accessToken.trim(),
    environment: source.environment || "master",
    host: source.host || "cdn.contentful.com",
    ...(source.basePath ? { basePath: source.basePath } : {}),
    insecure: source.insecure ?? false,
  };
}
