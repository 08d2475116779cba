/** Parses and validates a query on entries or assets into predicates, ordering, paging, include and select. */
import { ASSET_SCHEMA, isLinkField } from "./content-model.js";
import type { TypeSchema } from "./content-model.js";
import { badRequest, invalidQuery, unknownPath } from "./errors.js";
import { cachedLinkIds, cachedText, fieldAccess } from "./field-access.js";
import { ALL_LOCALES } from "./locales.js";
import type { LocaleTable } from "./locales.js";
import { mimetypeGroupPredicate } from "./mimetype-groups.js";
import { parseOrder } from "./ordering.js";
import type { Ordering } from "./ordering.js";
import { buildPredicate, toOperator } from "./predicates.js";
import type { Predicate } from "./predicates.js";
import { integerParam, parseKey } from "./query-input.js";
import type { QueryParams } from "./query-input.js";
import { parseSelect } from "./select.js";
import { sysAccess, tagAccess } from "./sys-access.js";
import type { Projection } from "./select.js";
import type { IndexedItem, LocaleView, SpaceIndex } from "./space-index.js";
import { matchesTerms, searchTerms } from "./text.js";
import type { EntityKind } from "./types.js";

export interface CollectionQuery {
  readonly kind: EntityKind;
  /** The locale of the returned items ('*' for all locales). */
  readonly locale: string;
  /** The locale filters and ordering look at (the default locale for '*'). */
  readonly filterLocale: string;
  readonly contentTypeId: string | undefined;
  /** Set when `sys.id` equality or `sys.id[in]` narrows the candidates. */
  readonly idCandidates: readonly string[] | undefined;
  readonly predicates: readonly Predicate[];
  readonly ordering: Ordering | undefined;
  readonly skip: number;
  readonly limit: number;
  readonly include: number;
  readonly projection: Projection | undefined;
}

const COMMON_PARAMS = ["skip", "limit", "include", "order", "select", "locale", "query"];
const ENTRY_PARAMS: ReadonlySet<string> = new Set([
  ...COMMON_PARAMS,
  "content_type",
  "links_to_entry",
  "links_to_asset",
]);
const ASSET_PARAMS: ReadonlySet<string> = new Set([...COMMON_PARAMS, "mimetype_group"]);
const FULL_TEXT_TYPES = new Set(["Symbol", "Text", "RichText"]);

/** The requested locale ('*' allowed), or 400 BadRequest 'Unknown locale: xx'. */
export function resolveLocale(raw: string | undefined, locales: LocaleTable): string {
  if (raw === undefined || raw === "") return locales.defaultCode;
  if (raw === ALL_LOCALES || locales.has(raw)) return raw;
  throw badRequest(`Unknown locale: ${raw}`);
}

/** The text of all text-like fields of an item, for the `query` parameter. */
function fullTextValues(item: IndexedItem): unknown[] {
  const schema = item.schema ?? ASSET_SCHEMA;
  return Object.entries(item.values).flatMap(([fieldId, value]) => {
    const field = schema.fields.get(fieldId);
    if (!field) return [];
    if (FULL_TEXT_TYPES.has(field.type) || (field.type === "Array" && field.itemsType === "Symbol")) return [value];
    return [];
  });
}

class QueryBuilder {
  readonly predicates: Predicate[] = [];
  idCandidates: string[] | undefined;

  constructor(
    private readonly index: SpaceIndex,
    private readonly view: LocaleView,
    private readonly kind: EntityKind,
    private readonly schema: TypeSchema | undefined,
    private readonly params: QueryParams,
  ) {}

  addSpecial(name: string, raw: string): void {
    switch (name) {
      case "query": {
        const terms = searchTerms(raw);
        this.predicates.push((item) =>
          matchesTerms(
            cachedText(item, "*", () => fullTextValues(item)),
            terms,
          ),
        );
        return;
      }
      case "links_to_entry":
      case "links_to_asset": {
        const linkType = name === "links_to_entry" ? "Entry" : "Asset";
        this.predicates.push((item) => item.links.some((link) => link.linkType === linkType && link.id === raw));
        return;
      }
      case "mimetype_group":
        this.predicates.push(mimetypeGroupPredicate(raw));
        return;
      default:
        return;
    }
  }

  addFilter(key: string, raw: string): void {
    const { path, operator: rawOperator } = parseKey(key);
    const operator = toOperator(rawOperator, path);
    switch (path[0]) {
      case "sys":
        this.predicates.push(buildPredicate(sysAccess(path, this.kind), operator, raw));
        if (path.length === 2 && path[1] === "id" && (operator === "eq" || operator === "in")) {
          const ids = operator === "eq" ? [raw] : raw.split(",");
          this.idCandidates = this.idCandidates ? this.idCandidates.filter((id) => ids.includes(id)) : ids;
        }
        return;
      case "fields":
        this.predicates.push(this.fieldPredicate(path, operator, raw));
        return;
      case "metadata":
        this.predicates.push(buildPredicate(tagAccess(path), operator, raw));
        return;
      default:
        throw unknownPath(path);
    }
  }

  private fieldPredicate(path: readonly string[], operator: ReturnType<typeof toOperator>, raw: string): Predicate {
    const [, fieldId = "", ...subPath] = path;
    // Without content_type, field paths are not recognised (the CDA needs the type to know the field).
    const field = this.schema?.fields.get(fieldId);
    if (!field) throw unknownPath(["fields", fieldId]);
    if (subPath[0] === "fields" && isLinkField(field)) return this.referencePredicate(fieldId, subPath, operator, raw);
    return buildPredicate(fieldAccess(field, subPath, this.view), operator, raw);
  }

  /** Search on references: `fields.X.fields.Y=v` with `fields.X.sys.contentType.sys.id=T`. */
  private referencePredicate(
    fieldId: string,
    subPath: readonly string[],
    operator: ReturnType<typeof toOperator>,
    raw: string,
  ): Predicate {
    const typeKey = `fields.${fieldId}.sys.contentType.sys.id`;
    const targetTypeId = this.params.get(typeKey);
    const path = ["fields", fieldId, ...subPath];
    if (targetTypeId === undefined) {
      throw invalidQuery({
        name: "contentTypeRequired",
        path,
        details: `Searching on references needs "${typeKey}"`,
      });
    }
    const target = this.index.contentTypeById.get(targetTypeId);
    if (!target) throw invalidQuery({ name: "unknownContentType", value: targetTypeId });
    const [, innerFieldId = "", ...innerSubPath] = subPath;
    const innerField = target.schema.fields.get(innerFieldId);
    if (!innerField || innerSubPath[0] === "fields") throw unknownPath(path);
    const inner = buildPredicate(fieldAccess(innerField, innerSubPath, this.view), operator, raw);
    return (item) =>
      cachedLinkIds(item, fieldId).some((id) => {
        const linked = this.view.entryById.get(id);
        return linked !== undefined && linked.contentTypeId === targetTypeId && inner(linked);
      });
  }
}

/** Parses the query of an entries or assets collection; throws CdaError (400) for anything the CDA rejects. */
export function parseCollectionQuery(params: QueryParams, kind: EntityKind, index: SpaceIndex): CollectionQuery {
  const locale = resolveLocale(params.get("locale"), index.locales);
  const filterLocale = locale === ALL_LOCALES ? index.locales.defaultCode : locale;
  let schema: TypeSchema | undefined = ASSET_SCHEMA;
  let contentTypeId: string | undefined;
  if (kind === "Entry") {
    contentTypeId = params.get("content_type");
    schema = undefined;
    if (contentTypeId !== undefined) {
      const contentType = index.contentTypeById.get(contentTypeId);
      if (!contentType) throw invalidQuery({ name: "unknownContentType", value: contentTypeId });
      schema = contentType.schema;
    }
  }
  const skip = integerParam(params, "skip", 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = integerParam(params, "limit", 100, 0, 1000);
  const include = integerParam(params, "include", 1, 0, 10);
  const order = params.get("order");
  const select = params.get("select");
  const builder = new QueryBuilder(index, index.view(filterLocale), kind, schema, params);
  const special = kind === "Entry" ? ENTRY_PARAMS : ASSET_PARAMS;
  for (const [key, raw] of params) {
    if (special.has(key)) builder.addSpecial(key, raw);
    else if (key === "content_type") throw unknownPath([key]);
    else builder.addFilter(key, raw);
  }
  return {
    kind,
    locale,
    filterLocale,
    contentTypeId,
    idCandidates: builder.idCandidates,
    predicates: builder.predicates,
    ordering: order === undefined ? undefined : parseOrder(order, schema),
    skip,
    limit,
    include,
    projection: select === undefined ? undefined : parseSelect(select, schema),
  };
}
