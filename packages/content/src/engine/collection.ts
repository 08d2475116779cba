/** Runs a parsed entries/assets query against the index and builds the CDA collection body. */
import type { CollectionQuery } from "./entity-query.js";
import { resolveIncludes } from "./includes.js";
import { collectLinks } from "./links.js";
import type { IndexedItem, LocaleView } from "./space-index.js";
import type { SpaceIndex } from "./space-index.js";
import type { CdaCollectionBody, JsonObject, LinkRef } from "./types.js";

const SORT_CACHE_LIMIT = 256;

function candidates(query: CollectionQuery, view: LocaleView): readonly IndexedItem[] {
  const isEntry = query.kind === "Entry";
  if (query.idCandidates) {
    const byId = isEntry ? view.entryById : view.assetById;
    const found = new Map<string, IndexedItem>();
    for (const id of query.idCandidates) {
      const item = byId.get(id);
      if (item && (query.contentTypeId === undefined || item.contentTypeId === query.contentTypeId))
        found.set(id, item);
    }
    return [...found.values()].sort((a, b) => a.position - b.position);
  }
  if (!isEntry) return view.assets;
  if (query.contentTypeId === undefined) return view.entries;
  return view.entriesByType.get(query.contentTypeId) ?? [];
}

function sorted(query: CollectionQuery, view: LocaleView, items: readonly IndexedItem[]): readonly IndexedItem[] {
  const { ordering } = query;
  if (!ordering) return items;
  if (query.idCandidates) return ordering.sort(items);
  const key = `${query.kind}|${query.contentTypeId ?? ""}|${ordering.key}`;
  let result = view.sortCache.get(key);
  if (!result) {
    if (view.sortCache.size >= SORT_CACHE_LIMIT) view.sortCache.clear();
    result = ordering.sort(items);
    view.sortCache.set(key, result);
  }
  return result;
}

const linksOfBody = (body: JsonObject): LinkRef[] => {
  const links: LinkRef[] = [];
  collectLinks(body.fields, links, new Set());
  return links;
};

export function runCollection(index: SpaceIndex, query: CollectionQuery): CdaCollectionBody {
  const filterView = index.view(query.filterLocale);
  const outputView = query.locale === query.filterLocale ? filterView : index.view(query.locale);
  const ordered = sorted(query, filterView, candidates(query, filterView));
  const { predicates } = query;
  const matches = predicates.length === 0 ? ordered : ordered.filter((item) => predicates.every((test) => test(item)));
  let page = matches.slice(query.skip, query.skip + query.limit);
  if (outputView !== filterView) {
    const byId = query.kind === "Entry" ? outputView.entryById : outputView.assetById;
    page = page.flatMap((item) => byId.get(item.id) ?? []);
  }
  const { projection } = query;
  const items = projection ? page.map((item) => projection(item.body)) : page.map((item) => item.body);
  const body: CdaCollectionBody = {
    sys: { type: "Array" },
    total: matches.length,
    skip: query.skip,
    limit: query.limit,
    items,
  };
  if (query.kind === "Entry" && query.include > 0 && page.length > 0) {
    const firstLevel = projection ? items.map(linksOfBody) : page.map((item) => item.links);
    const { includes, errors } = resolveIncludes(page, outputView, query.include, firstLevel);
    if (includes) body.includes = includes;
    if (errors) body.errors = errors;
  }
  return body;
}
