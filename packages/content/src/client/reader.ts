import type { ContentfulClientApi } from "contentful";
import { toContentError } from "../errors.js";
import { createLinkResolver } from "../internal/links.js";
import type { PlainCopyOptions } from "../internal/plain.js";
import { describeRead, readKey } from "../reads/content-reads.js";
import type { ContentRead } from "../reads/content-reads.js";
import { itemView } from "../reads/entry-views.js";
import { withoutLinkResolution } from "./sdk.js";
import type { CreateContentClientOptions } from "./types.js";

/** A Delivery API collection answer, as far as the client reads it. */
export interface EntryCollection {
  items: unknown[];
  total: number;
  skip: number;
  limit: number;
}

/** How many levels of links the Delivery API resolves in an answer (0 to 10). */
export type IncludeDepth = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** The Delivery API calls of one client: collections, collections of a type the space may lack, one entry by id. */
export interface Reader {
  getEntries: (query: Record<string, unknown>) => Promise<EntryCollection>;
  getEntriesOfOptionalType: (query: Record<string, unknown>) => Promise<EntryCollection>;
  getEntry: (id: string, include: IncludeDepth) => Promise<unknown>;
}

/**
 * How the entries of each collection answer are copied into view models: the answer's link resolver (it is read
 * without link resolution, internal/links.ts) and the view its query implies (reads/entry-views.ts: a post's card
 * copies its card's fields, not its body). Kept beside the answer, which the read cache shares between clients.
 */
const answerCopies = new WeakMap<object, PlainCopyOptions>();

/** How the entries of a collection answer read through a reader are copied (see answerCopies). */
export function answerCopy(collection: object): PlainCopyOptions | undefined {
  return answerCopies.get(collection);
}

/** Whether an error is the Delivery API's 400 for a query about a content type the space does not have. */
export function isUnknownContentType(error: unknown, contentType: unknown): boolean {
  const normalised = toContentError(error);
  if (!("status" in normalised) || normalised.status !== 400) return false;
  const details = normalised.details as { errors?: Array<{ name?: unknown; value?: unknown }> } | undefined;
  return (details?.errors ?? []).some((item) => item.name === "unknownContentType" && item.value === contentType);
}

/** The reader over an SDK, sharing calls through the options' read cache and reporting them to onRead. */
export function createReader(
  sdk: ContentfulClientApi<undefined>,
  options: Pick<CreateContentClientOptions, "readCache" | "onRead">,
): Reader {
  const unresolvedSdk = withoutLinkResolution(sdk);

  /** One Delivery API call, shared through the read cache when there is one, and reported to onRead. */
  async function read<T>(
    kind: ContentRead["kind"],
    query: Record<string, unknown>,
    call: () => Promise<T>,
  ): Promise<T> {
    const key = readKey(kind, query);
    let pending = options.readCache?.get(key) as Promise<{ answer: T; read: ContentRead }> | undefined;
    if (!pending) {
      pending = call().then((answer) => {
        const resolve =
          kind === "entries" && typeof answer === "object" && answer !== null ? createLinkResolver(answer) : undefined;
        if (resolve) answerCopies.set(answer as object, { resolve, view: itemView(kind, query) });
        return { answer, read: describeRead(kind, query, answer, resolve) };
      });
      options.readCache?.set(key, pending);
    }
    try {
      const result = await pending;
      options.onRead?.(result.read);
      return result.answer;
    } catch (error) {
      const normalised = toContentError(error);
      // A missing entry is still a dependency: publishing it must re-render the page that asked for it.
      if (
        kind === "entry" &&
        "status" in normalised &&
        normalised.status === 404 &&
        typeof query["sys.id"] === "string"
      ) {
        options.onRead?.({
          kind,
          query,
          contentType: undefined,
          items: [],
          total: 0,
          entries: { [query["sys.id"]]: 0 },
          assets: {},
        });
      }
      throw normalised;
    }
  }

  const getEntries = (query: Record<string, unknown>): Promise<EntryCollection> =>
    read("entries", query, async () => {
      const answer = unresolvedSdk ? await unresolvedSdk.getEntries(query) : await sdk.getEntries(query);
      return answer;
    });

  /**
   * A collection of a content type the space may not have: Contentful answers 400 unknownContentType, read here as no
   * entries (a space made before the type existed). Creating the type is a content type change, which re-renders the
   * whole site, so the pages then record the query.
   */
  async function getEntriesOfOptionalType(query: Record<string, unknown>): Promise<EntryCollection> {
    try {
      return await getEntries(query);
    } catch (error) {
      if (!isUnknownContentType(error, query.content_type)) throw error;
      return { items: [], total: 0, skip: 0, limit: Number(query.limit ?? 100) };
    }
  }

  return {
    getEntries,
    getEntriesOfOptionalType,
    getEntry: (id, include) => read("entry", { "sys.id": id, include }, () => sdk.getEntry(id, { include })),
  };
}
