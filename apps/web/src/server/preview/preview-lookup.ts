/**
 * Finds the page to preview: the entry named by `type` and `id`, or the entry a `path` shows, read through the
 * Content Preview API, and the path derived from that entry (never the query's path as it came).
 */
import type { ContentfulClientApi, Entry } from "contentful";
import type * as PreviewPathsModule from "../../preview/preview-paths.js";

/** The page code's path rules (the SSR bundle exports them: the server itself loads no page code). */
export type PreviewPathRules = Pick<typeof PreviewPathsModule, "entryAtPath" | "pathOfEntry" | "sitePath">;

export interface PreviewRequest {
  path?: string | undefined;
  type?: string | undefined;
  id?: string | undefined;
}

export type PreviewTarget = { ok: true; path: string } | { ok: false; status: 400 | 404 | 422 | 502; message: string };

export interface PreviewLookup {
  resolve(request: PreviewRequest): Promise<PreviewTarget>;
}

const ID = /^[A-Za-z0-9._-]{1,64}$/;

const fail = (status: 400 | 404 | 422 | 502, message: string): PreviewTarget => ({ ok: false, status, message });

const contentTypeOf = (entry: Entry): string => entry.sys.contentType.sys.id;

/** A lookup over a Preview API client (Contentful's, the local content server's, or the in-process engine's). */
export function createPreviewLookup(
  client: ContentfulClientApi<undefined>,
  rules: PreviewPathRules | (() => Promise<PreviewPathRules>),
): PreviewLookup {
  let loaded: Promise<PreviewPathRules> | undefined;
  const rulesOf = () => (loaded ??= typeof rules === "function" ? rules() : Promise.resolve(rules));
  const first = async (query: Record<string, string | number>): Promise<Entry | undefined> => {
    const { items } = await client.getEntries({ ...query, limit: 1, include: 0 });
    return items[0];
  };
  const targetOf = ({ pathOfEntry }: PreviewPathRules, entry: Entry, fallback: string | null): PreviewTarget => {
    const path = pathOfEntry({ id: entry.sys.id, contentTypeId: contentTypeOf(entry), fields: entry.fields });
    if (path) return { ok: true, path };
    if (["pageBlogPost", "video", "resourceGuide", "foundationalPage", "category"].includes(contentTypeOf(entry))) {
      return fail(
        422,
        `Entry ${entry.sys.id} has no slug yet (or its slug is not a page of this site): give it one to preview its page.`,
      );
    }
    // Entries shown inside other pages (calls to action, video embeds) preview on the page given, or the home page.
    return { ok: true, path: fallback ?? "/" };
  };
  return {
    async resolve(request) {
      try {
        const paths = await rulesOf();
        const { sitePath, entryAtPath } = paths;
        if (request.type !== undefined || request.id !== undefined) {
          if (!request.type || !request.id || !ID.test(request.type) || !ID.test(request.id)) {
            return fail(
              400,
              "type and id must both be given: a content type id and an entry id (letters, digits, . _ -).",
            );
          }
          const entry = await first({ "sys.id": request.id });
          if (!entry) return fail(404, `No entry ${request.id} in the Preview API.`);
          if (contentTypeOf(entry) !== request.type)
            return fail(400, `Entry ${request.id} is a ${contentTypeOf(entry)}, not a ${request.type}.`);
          return targetOf(paths, entry, sitePath(request.path));
        }
        if (request.path === undefined)
          return fail(400, "Give path=/a/page/of/this/site, or type= and id= of an entry.");
        const path = sitePath(request.path);
        if (!path) return fail(400, "path must be a page of this site, such as /blog/some-slug.");
        const shown = entryAtPath(path);
        if (!shown) return { ok: true, path };
        const entry = await first({ content_type: shown.contentType, [`fields.${shown.field}`]: shown.value });
        if (!entry)
          return fail(404, `No ${shown.contentType} with ${shown.field} "${shown.value}" in the Preview API.`);
        return targetOf(paths, entry, path);
      } catch (error) {
        return fail(
          502,
          `The Content Preview API could not be read: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
        );
      }
    },
  };
}
