import { createClient } from "contentful";
import type { ContentfulClientApi } from "contentful";
import { buildClientParams } from "./client-params.js";
import type { ContentLogger, CreateContentClientOptions } from "./types.js";

/**
 * The official SDK the client reads through: the source's ready client, or one built from the client parameters
 * whose log goes to the logger (errors as errors, warnings as warnings, the rest dropped).
 */
export function createSdk(options: CreateContentClientOptions, logger: ContentLogger): ContentfulClientApi<undefined> {
  return options.source.type === "client"
    ? options.source.client
    : createClient({
        ...buildClientParams(options),
        logHandler: (level, data) => {
          if (level === "error") logger.error("[content] SDK error", data);
          else if (level === "warning")
            logger.warn(`[content] ${typeof data === "string" ? data : JSON.stringify(data)}`);
        },
      });
}

/**
 * The SDK without its link resolution, when it has one: contentful.js resolves links by copying the whole answer
 * first; the client resolves only what a view model or read record reaches (internal/links.ts).
 */
export function withoutLinkResolution(
  sdk: ContentfulClientApi<undefined>,
): ContentfulClientApi<"WITHOUT_LINK_RESOLUTION"> | undefined {
  return (sdk as { withoutLinkResolution?: ContentfulClientApi<"WITHOUT_LINK_RESOLUTION"> }).withoutLinkResolution;
}
