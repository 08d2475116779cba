/**
 * Validates a Contentful export before it is served: the top-level shape, content types, locales, and every
 * entry and asset field against its content type (types per locale, required fields of published entries in
 * the default locale, unknown fields and locales). Problems are plain sentences naming the entity and field.
 */
import { isPublished } from "../engine/entity-mapper.js";
import { isRecord } from "../engine/json-values.js";
import type { ContentfulExportLike, ExportSysLike } from "../engine/types.js";

export type SpaceValidation = { ok: true; space: ContentfulExportLike } | { ok: false; problems: string[] };

const MAX_PROBLEMS = 100;
const FIELD_TYPES: ReadonlySet<string> = new Set([
  "Symbol",
  "Text",
  "RichText",
  "Integer",
  "Number",
  "Date",
  "Boolean",
  "Location",
  "Object",
  "Link",
  "Array",
  "ResourceLink",
]);
const ARRAY_ITEM_TYPES: ReadonlySet<string> = new Set(["Symbol", "Link", "ResourceLink"]);
const LINK_TYPES: ReadonlySet<string> = new Set(["Entry", "Asset"]);
const ASSET_FIELDS: ReadonlySet<string> = new Set(["title", "description", "file"]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

interface FieldRule {
  readonly id: string;
  readonly type: string;
  readonly linkType: string | undefined;
  readonly itemType: string | undefined;
  readonly itemLinkType: string | undefined;
  readonly required: boolean;
}

/** One-line description of a JSON value for messages: its type, or the value itself when short. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return value.length <= 40 ? `'${value}'` : "a string";
  return typeof value;
}

const typeName = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "object" ? "object" : typeof value;

const isText = (value: unknown): value is string => typeof value === "string";

function linkProblem(value: unknown, linkType: string | undefined, label: string): string | undefined {
  const expected = `expected a link {sys: {type: 'Link', linkType: '${linkType ?? "Entry"}', id}} (${label})`;
  if (!isRecord(value) || !isRecord(value.sys)) return `${expected}, got ${describeValue(value)}`;
  const { sys } = value;
  if (sys.type !== "Link" || !isText(sys.id) || sys.id === "")
    return `${expected}, got an object without sys.type 'Link' and sys.id`;
  if (linkType && sys.linkType !== linkType)
    return `expected a link to an ${linkType} (${label}), got a link to ${describeValue(sys.linkType)}`;
  return undefined;
}

/** Why `value` does not fit a field of `type`, or undefined when it does. */
function valueProblem(type: string, value: unknown, linkType: string | undefined): string | undefined {
  switch (type) {
    case "Symbol":
    case "Text":
      return isText(value) ? undefined : `expected a string (${type}), got ${typeName(value)}`;
    case "Integer":
      if (typeof value !== "number") return `expected a whole number (Integer), got ${typeName(value)}`;
      return Number.isInteger(value) ? undefined : `expected a whole number (Integer), got ${value}`;
    case "Number":
      return typeof value === "number" && Number.isFinite(value)
        ? undefined
        : `expected a number (Number), got ${typeName(value)}`;
    case "Boolean":
      return typeof value === "boolean" ? undefined : `expected true or false (Boolean), got ${typeName(value)}`;
    case "Date":
      return isText(value) && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? undefined
        : `expected an ISO 8601 date string (Date), got ${describeValue(value)}`;
    case "Location":
      return isRecord(value) && typeof value.lat === "number" && typeof value.lon === "number"
        ? undefined
        : `expected {lat, lon} with numbers (Location), got ${describeValue(value)}`;
    case "Object":
      return typeof value === "object" && value !== null
        ? undefined
        : `expected a JSON object (Object), got ${typeName(value)}`;
    case "RichText":
      return isRecord(value) && value.nodeType === "document" && Array.isArray(value.content)
        ? undefined
        : `expected a rich text document {nodeType: 'document', content: [...]} (RichText), got ${describeValue(value)}`;
    case "Link":
      return linkProblem(value, linkType, "Link");
    case "ResourceLink":
      return isRecord(value) && isRecord(value.sys) && value.sys.type === "ResourceLink"
        ? undefined
        : `expected {sys: {type: 'ResourceLink', linkType, urn}} (ResourceLink), got ${describeValue(value)}`;
    default:
      return undefined;
  }
}

function fieldProblem(rule: FieldRule, value: unknown): string | undefined {
  if (rule.type !== "Array") return valueProblem(rule.type, value, rule.linkType);
  const itemLabel = `Array of ${rule.itemType === "Link" ? `${rule.itemLinkType ?? "Entry"} links` : (rule.itemType ?? "?")}`;
  if (!Array.isArray(value)) return `expected an array (${itemLabel}), got ${typeName(value)}`;
  for (const [index, item] of value.entries()) {
    const problem =
      rule.itemType === "Link"
        ? linkProblem(item, rule.itemLinkType, itemLabel)
        : valueProblem(rule.itemType ?? "", item, rule.itemLinkType);
    if (problem) return `item ${index}: ${problem}`;
  }
  return undefined;
}

class Checker {
  readonly problems: string[] = [];
  readonly localeCodes = new Set<string>();
  defaultLocale = "en-US";
  readonly contentTypes = new Map<string, Map<string, FieldRule>>();

  add(problem: string): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(problem);
  }

  list(space: Record<string, unknown>, key: string, required: boolean): unknown[] {
    const value = space[key];
    if (value === undefined && !required) return [];
    if (Array.isArray(value)) return value;
    this.add(
      `top level: '${key}' must be an array, got ${describeValue(value)} (a Contentful export has contentTypes, entries and assets)`,
    );
    return [];
  }

  /** sys.id and the numbers and dates the engine reads; returns the id or undefined. */
  sys(item: unknown, label: string, index: number): { id: string; sys: Record<string, unknown> } | undefined {
    if (!isRecord(item) || !isRecord(item.sys) || !isText(item.sys.id) || item.sys.id === "") {
      this.add(`${label} #${index}: missing sys.id`);
      return undefined;
    }
    const { sys } = item;
    const id = sys.id as string;
    for (const key of ["version", "publishedVersion", "publishedCounter", "archivedVersion"]) {
      const value = sys[key];
      if (
        value !== undefined &&
        value !== null &&
        !(typeof value === "number" && Number.isInteger(value) && value >= 0)
      ) {
        this.add(`${label} '${id}': sys.${key} must be a whole number, got ${describeValue(value)}`);
      }
    }
    for (const key of ["createdAt", "updatedAt", "publishedAt", "firstPublishedAt"]) {
      const value = sys[key];
      if (value !== undefined && value !== null && !(isText(value) && !Number.isNaN(Date.parse(value)))) {
        this.add(`${label} '${id}': sys.${key} must be an ISO 8601 date string, got ${describeValue(value)}`);
      }
    }
    return { id, sys };
  }

  locales(list: unknown[]): void {
    for (const [index, locale] of list.entries()) {
      if (!isRecord(locale) || !isText(locale.code) || locale.code === "") {
        this.add(`locale #${index}: missing code`);
        continue;
      }
      this.localeCodes.add(locale.code);
      if (locale.default === true) this.defaultLocale = locale.code;
    }
    if (this.localeCodes.size === 0) this.localeCodes.add(this.defaultLocale);
    else if (!list.some((locale) => isRecord(locale) && locale.default === true)) {
      this.defaultLocale = [...this.localeCodes][0] ?? this.defaultLocale;
    }
  }

  contentType(item: unknown, index: number): void {
    const found = this.sys(item, "content type", index);
    if (!found || !isRecord(item)) return;
    const { id } = found;
    if (this.contentTypes.has(id)) this.add(`duplicate content type id '${id}'`);
    if (!isText(item.name)) this.add(`content type '${id}': missing name`);
    if (!Array.isArray(item.fields)) {
      this.add(`content type '${id}': 'fields' must be an array, got ${describeValue(item.fields)}`);
      return;
    }
    const rules = new Map<string, FieldRule>();
    for (const [fieldIndex, field] of item.fields.entries()) {
      const rule = this.fieldRule(id, field, fieldIndex);
      if (!rule) continue;
      if (rules.has(rule.id)) this.add(`content type '${id}': duplicate field id '${rule.id}'`);
      rules.set(rule.id, rule);
    }
    this.contentTypes.set(id, rules);
  }

  private fieldRule(typeId: string, field: unknown, index: number): FieldRule | undefined {
    if (!isRecord(field) || !isText(field.id) || field.id === "") {
      this.add(`content type '${typeId}' field #${index}: missing id`);
      return undefined;
    }
    const label = `content type '${typeId}' field '${field.id}'`;
    const type = field.type;
    if (!isText(type) || !FIELD_TYPES.has(type)) {
      this.add(`${label}: unknown type ${describeValue(type)} (one of ${[...FIELD_TYPES].join(", ")})`);
      return undefined;
    }
    const linkType = isText(field.linkType) ? field.linkType : undefined;
    if (type === "Link" && (!linkType || !LINK_TYPES.has(linkType)))
      this.add(`${label}: a Link field needs linkType 'Entry' or 'Asset'`);
    const items = isRecord(field.items) ? field.items : undefined;
    const itemType = items && isText(items.type) ? items.type : undefined;
    const itemLinkType = items && isText(items.linkType) ? items.linkType : undefined;
    if (type === "Array" && (!itemType || !ARRAY_ITEM_TYPES.has(itemType)))
      this.add(`${label}: an Array field needs items.type 'Symbol' or 'Link'`);
    if (type === "Array" && itemType === "Link" && (!itemLinkType || !LINK_TYPES.has(itemLinkType))) {
      this.add(`${label}: an Array of links needs items.linkType 'Entry' or 'Asset'`);
    }
    return { id: field.id, type, linkType, itemType, itemLinkType, required: field.required === true };
  }

  /** Checks each locale value of each field; `rules` undefined: an asset. */
  fields(
    label: string,
    fields: unknown,
    rules: ReadonlyMap<string, FieldRule>,
    published: boolean,
    ownerKind: string,
  ): void {
    if (fields === undefined) fields = {};
    if (!isRecord(fields)) {
      this.add(`${label}: 'fields' must be an object keyed by field id, got ${describeValue(fields)}`);
      return;
    }
    const multiLocale = this.localeCodes.size > 1;
    for (const [fieldId, localized] of Object.entries(fields)) {
      const rule = rules.get(fieldId);
      if (!rule) {
        this.add(
          `${label} field '${fieldId}': unknown field (${ownerKind} has ${[...rules.keys()].map((key) => `'${key}'`).join(", ") || "no fields"})`,
        );
        continue;
      }
      if (localized === null || localized === undefined) continue;
      if (!isRecord(localized)) {
        this.add(
          `${label} field '${fieldId}': expected an object keyed by locale (e.g. {"${this.defaultLocale}": ...}), got ${describeValue(localized)}`,
        );
        continue;
      }
      for (const [locale, value] of Object.entries(localized)) {
        const where = multiLocale ? `${label} field '${fieldId}' [${locale}]` : `${label} field '${fieldId}'`;
        if (!this.localeCodes.has(locale)) {
          this.add(
            `${label} field '${fieldId}': unknown locale '${locale}' (the file has ${[...this.localeCodes].join(", ")})`,
          );
          continue;
        }
        if (value === null || value === undefined) continue;
        const problem = fieldProblem(rule, value);
        if (problem) this.add(`${where}: ${problem}`);
      }
    }
    if (!published) return;
    for (const rule of rules.values()) {
      if (!rule.required) continue;
      const localized = fields[rule.id];
      const value = isRecord(localized) ? localized[this.defaultLocale] : undefined;
      if (value === undefined || value === null) {
        this.add(
          `${label} field '${rule.id}': required, but the published ${ownerKind === "the asset" ? "asset" : "entry"} has no value in ${this.defaultLocale}`,
        );
      }
    }
  }

  entry(item: unknown, index: number, seen: Set<string>): void {
    const found = this.sys(item, "entry", index);
    if (!found || !isRecord(item)) return;
    const { id, sys } = found;
    if (seen.has(id)) this.add(`duplicate entry id '${id}'`);
    seen.add(id);
    const contentTypeId =
      isRecord(sys.contentType) && isRecord(sys.contentType.sys) ? sys.contentType.sys.id : undefined;
    if (!isText(contentTypeId)) {
      this.add(`entry '${id}': missing sys.contentType.sys.id`);
      return;
    }
    const rules = this.contentTypes.get(contentTypeId);
    if (!rules) {
      this.add(`entry '${id}': unknown content type '${contentTypeId}'`);
      return;
    }
    const published = isPublished(sys as unknown as ExportSysLike) && !sys.archivedVersion;
    this.fields(`entry '${id}' (${contentTypeId})`, item.fields, rules, published, `content type '${contentTypeId}'`);
  }

  asset(item: unknown, index: number, seen: Set<string>): void {
    const found = this.sys(item, "asset", index);
    if (!found || !isRecord(item)) return;
    const { id, sys } = found;
    if (seen.has(id)) this.add(`duplicate asset id '${id}'`);
    seen.add(id);
    const published = isPublished(sys as unknown as ExportSysLike) && !sys.archivedVersion;
    this.fields(`asset '${id}'`, item.fields, ASSET_RULES, published, "the asset");
    const files = isRecord(item.fields) && isRecord(item.fields.file) ? item.fields.file : {};
    for (const [locale, file] of Object.entries(files)) {
      if (file === null || file === undefined || !this.localeCodes.has(locale)) continue;
      const where = this.localeCodes.size > 1 ? `asset '${id}' field 'file' [${locale}]` : `asset '${id}' field 'file'`;
      if (!isRecord(file)) {
        this.add(`${where}: expected {url, fileName, contentType}, got ${describeValue(file)}`);
        continue;
      }
      const missing = ["url", "fileName", "contentType"].filter((key) => !isText(file[key]) || file[key] === "");
      if (missing.length > 0) this.add(`${where}: missing ${missing.join(", ")}`);
    }
  }
}

const ASSET_RULES: ReadonlyMap<string, FieldRule> = new Map(
  [...ASSET_FIELDS].map((id): [string, FieldRule] => [
    id,
    {
      id,
      type: id === "file" ? "File" : "Symbol",
      linkType: undefined,
      itemType: undefined,
      itemLinkType: undefined,
      required: id === "file",
    },
  ]),
);

/** Validates a parsed export file; on success returns it typed for the engine. */
export function validateSpace(value: unknown): SpaceValidation {
  const checker = new Checker();
  if (!isRecord(value))
    return {
      ok: false,
      problems: [`top level: expected a JSON object (a Contentful export), got ${describeValue(value)}`],
    };
  const contentTypes = checker.list(value, "contentTypes", true);
  const entries = checker.list(value, "entries", true);
  const assets = checker.list(value, "assets", true);
  checker.locales(checker.list(value, "locales", false));
  contentTypes.forEach((item, index) => checker.contentType(item, index));
  const entryIds = new Set<string>();
  entries.forEach((item, index) => checker.entry(item, index, entryIds));
  const assetIds = new Set<string>();
  assets.forEach((item, index) => checker.asset(item, index, assetIds));
  return checker.problems.length === 0
    ? { ok: true, space: value as unknown as ContentfulExportLike }
    : { ok: false, problems: checker.problems };
}

/** One log line: the first problem, and how many more there are; `subject` e.g. "space file /x/space.json". */
export function describeProblems(subject: string, problems: readonly string[]): string {
  const more = problems.length - 1;
  const suffix =
    more > 0 ? ` (and ${more}${more >= MAX_PROBLEMS - 1 ? "+" : ""} more problem${more === 1 ? "" : "s"})` : "";
  return `Invalid ${subject}: ${problems[0] ?? "unknown problem"}${suffix}`;
}
