/**
 * The one check of a Contentful export file (space.json), used by the content server on every load, by
 * `pnpm space` before it writes the embedded space and by `pnpm content:export` before it writes an import file.
 *
 * Always, as Contentful holds a space:
 * - the outline: the lists, a sys.id on every entity, whole version numbers and ISO 8601 dates in sys, locale codes;
 * - the content model: field ids, names and types (Symbol, Text, RichText, Integer, Number, Date, Boolean, Object,
 *   Location, Link, ResourceLink, Array of Symbol, Link or ResourceLink);
 * - every entry and asset: known content type, fields and locales; values of the field's type (Symbol at most 256
 *   characters, Text at most 50,000, ISO 8601 dates with or without time, seconds, fractions and offset as
 *   Contentful writes them, a rich text document, links and resource links of the right kind); required fields of
 *   published entries (`sys.publishedVersion`) and asset files.
 *
 * With `forImport`, also what `contentful space import` needs to create and publish every entity: rich text documents
 * Contentful accepts (node types, their children and data: Contentful checks them on every save, and the check costs
 * about half a millisecond a document, too much for every reload of a 1,000-post space), links to entries, assets and
 * tags that are in the file, and the validations `linkContentType`, `in`, `size`, `regexp`,
 * `prohibitRegexp`, `unique` (among the published entries of the type), `range`, `dateRange`, and for rich text
 * `enabledNodeTypes`, `enabledMarks` and `nodes`. A delivered space may break these (Contentful keeps an entry
 * published when an entry it links to is deleted or a validation is added later), so the content server serves it.
 * Drafts may break them too, as in Contentful, and stay drafts. Other validations (e.g. `assetImageDimensions`) are
 * not checked.
 */
import { validateRichTextDocument } from "@contentful/rich-text-types";
import type { Document } from "@contentful/rich-text-types";
import { isRecord } from "../engine/json-values.js";
import { richTextLink, richTextNodes } from "./rich-text-nodes.js";
import type {
  ContentfulExport,
  ExportContentType,
  ExportEntity,
  ExportField,
  ExportLocale,
  FieldValidation,
} from "./types.js";

/** The rule a problem breaks; `outline` and `sys` cover a file the other checks cannot read. */
export type SpaceRule =
  | "outline"
  | "sys"
  | "model"
  | "duplicateId"
  | "contentType"
  | "unknownField"
  | "locale"
  | "type"
  | "linkType"
  | "missingLink"
  | "required"
  | "linkContentType"
  | "in"
  | "size"
  | "regexp"
  | "prohibitRegexp"
  | "unique"
  | "range"
  | "dateRange"
  | "richText"
  | "enabledNodeTypes"
  | "enabledMarks"
  | "nodes"
  | "tag"
  | "assetFile";

export interface SpaceProblem {
  /** `Space`: the top level of the file. */
  entity: "Space" | "Locale" | "Tag" | "ContentType" | "Entry" | "Asset";
  /** The entity's sys.id (a locale's code), or `#index` in its list when it has none. */
  id: string;
  /** The entry's content type. */
  contentType?: string;
  field?: string;
  locale?: string;
  rule: SpaceRule;
  message: string;
  /** `missingLink`: the link whose target is not in the file. */
  link?: { linkType: string; id: string };
}

export interface ValidateSpaceOptions {
  /**
   * Also check what `contentful space import` needs to publish every entity: link targets in the file and the
   * content types' validations.
   * @defaultValue false
   */
  forImport?: boolean;
}

export type SpaceValidation = { ok: true; space: ContentfulExport } | { ok: false; problems: SpaceProblem[] };

/** Thrown when an export would not import cleanly; `problems` lists every problem found. */
export class SpaceContentError extends Error {
  readonly problems: readonly SpaceProblem[];

  constructor(problems: readonly SpaceProblem[], subject = "The space") {
    const shown = problems.slice(0, 50).map((problem) => `  - ${formatSpaceProblem(problem)}`);
    const more = problems.length > shown.length ? [`  ... and ${problems.length - shown.length} more`] : [];
    super(
      `${subject} has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${[...shown, ...more].join("\n")}`,
    );
    this.name = "SpaceContentError";
    this.problems = problems;
  }
}

const KIND_NAMES: Record<SpaceProblem["entity"], string> = {
  Space: "top level",
  Locale: "locale",
  Tag: "tag",
  ContentType: "content type",
  Entry: "entry",
  Asset: "asset",
};

/** One line naming the entity, field, locale and rule, e.g. `entry 'post-3' (pageBlogPost) field 'title' (en-US) [required]: ...`. */
export function formatSpaceProblem(problem: SpaceProblem): string {
  const kind = KIND_NAMES[problem.entity];
  const id = problem.entity === "Space" ? "" : ` '${problem.id}'`;
  const contentType = problem.contentType ? ` (${problem.contentType})` : "";
  const field = problem.field ? ` field '${problem.field}'` : "";
  const locale = problem.locale ? ` (${problem.locale})` : "";
  return `${kind}${id}${contentType}${field}${locale} [${problem.rule}]: ${problem.message}`;
}

/** One log line: the first problem, and how many more there are; `subject` e.g. "space file /x/space.json". */
export function describeProblems(subject: string, problems: readonly SpaceProblem[]): string {
  const [first] = problems;
  const more = problems.length - 1;
  const suffix = more > 0 ? ` (and ${more} more problem${more === 1 ? "" : "s"})` : "";
  return `Invalid ${subject}: ${first ? formatSpaceProblem(first) : "unknown problem"}${suffix}`;
}

/** The default locale's code: the locale marked `default`, else the first one, else en-US. */
export function defaultLocaleOf(space: Pick<ContentfulExport, "locales">): string {
  return (space.locales.find((locale) => locale.default === true) ?? space.locales[0])?.code ?? "en-US";
}

/** Whether the entity is published (an import publishes it): `sys.publishedVersion` is set and it is not archived. */
export const willPublish = (entity: ExportEntity): boolean =>
  Boolean(entity.sys.publishedVersion) && !entity.sys.archivedVersion;

const SYMBOL_MAX = 256;
const TEXT_MAX = 50_000;
const FIELD_TYPES = new Set([
  "Symbol",
  "Text",
  "RichText",
  "Integer",
  "Number",
  "Date",
  "Boolean",
  "Object",
  "Location",
  "Link",
  "ResourceLink",
  "Array",
]);
const ARRAY_ITEM_TYPES = new Set(["Symbol", "Link", "ResourceLink"]);
/**
 * A date, or a date and time to the minute, second or fraction of a second, with `Z` or an offset written
 * `+01:00` or `+0100`, as Contentful's date editor and API write them (`2025-01-31`, `2025-01-31T09:00`,
 * `2025-01-31T09:00+01:00`, `2025-01-31T09:00:00.000Z`, `2026-12-11T20:00:00.000-0500`).
 */
const ISO_DATE =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})(?:T(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:\.\d+)?)?(?:Z|[+-](?<offsetHours>\d{2}):?(?<offsetMinutes>\d{2}))?)?$/;
const SYS_NUMBERS = ["version", "publishedVersion", "publishedCounter", "archivedVersion"] as const;
const SYS_DATES = ["createdAt", "updatedAt", "publishedAt", "firstPublishedAt"] as const;
const LISTS = ["contentTypes", "entries", "assets", "locales"] as const;
/** Node types every rich text field allows, whatever `enabledNodeTypes` says. */
const ALWAYS_ENABLED_NODES = new Set([
  "document",
  "paragraph",
  "text",
  "list-item",
  "table-row",
  "table-cell",
  "table-header-cell",
]);
const ENTRY_NODES = new Set(["embedded-entry-block", "embedded-entry-inline", "entry-hyperlink"]);
const ASSET_FIELDS = new Set(["title", "description", "file"]);

/** Whether `value` is an ISO 8601 date of the calendar (no 31 April), with a time and offset in range. */
export function isIsoDate(value: string): boolean {
  const parts = ISO_DATE.exec(value)?.groups;
  if (!parts) return false;
  const part = (name: string): number => Number(parts[name] ?? 0);
  const [year, month, day] = [part("year"), part("month"), part("day")];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    part("hour") <= 23 &&
    part("minute") <= 59 &&
    part("second") <= 59 &&
    part("offsetHours") <= 14 &&
    part("offsetMinutes") <= 59
  );
}

const characters = (value: string): number => [...value].length;
const describe = (value: unknown): string => {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string")
    return value.length <= 40 ? JSON.stringify(value) : `a string of ${characters(value)} characters`;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return `${typeof value} ${value}`;
  return typeof value === "object" ? "an object" : typeof value;
};
const quoteList = (values: readonly unknown[]): string => values.map((value) => JSON.stringify(value)).join(", ");
const withMessage = (text: string, validation: FieldValidation): string =>
  validation.message ? `${text} (model message: "${validation.message}")` : text;

/** Whether a value counts as absent for `required`: missing, blank text, an empty list or a document without content. */
function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value) && value.nodeType === "document") return !hasRichTextContent(value);
  return false;
}

/** Whether a rich text node holds anything but empty paragraphs and blank text (stops at the first that does). */
function hasRichTextContent(node: Record<string, unknown>): boolean {
  if (node.nodeType === "text") return typeof node.value === "string" && node.value.trim() !== "";
  if (node.nodeType !== "document" && node.nodeType !== "paragraph") return true;
  return Array.isArray(node.content) && node.content.some((child) => isRecord(child) && hasRichTextContent(child));
}

const validationsOf = (list: unknown): FieldValidation[] =>
  Array.isArray(list) ? list.filter((item): item is FieldValidation => isRecord(item)) : [];

function bounds(range: { min?: number | null; max?: number | null }, actual: number, unit: string): string | undefined {
  const min = typeof range.min === "number" ? range.min : undefined;
  const max = typeof range.max === "number" ? range.max : undefined;
  if ((min === undefined || actual >= min) && (max === undefined || actual <= max)) return undefined;
  const allowed =
    min !== undefined && max !== undefined
      ? `${min} to ${max}`
      : min !== undefined
        ? `at least ${min}`
        : `at most ${String(max)}`;
  return `${unit} ${actual}, allowed ${allowed}`;
}

interface Where {
  entity: "Entry" | "Asset";
  id: string;
  contentType?: string;
  field?: string;
  locale?: string;
}

type Place = Where | { entity: "Space" | "Locale" | "Tag" | "ContentType"; id: string; field?: string };

class Checker {
  readonly problems: SpaceProblem[] = [];
  readonly locales: Set<string>;
  readonly defaultLocale: string;
  readonly contentTypes = new Map<string, ExportContentType>();
  /** Where a localized required field needs a value: the default locale and every locale that is not optional. */
  readonly requiredLocales: string[];
  /** Each content type's fields by id. */
  private readonly fieldsByType = new Map<string, Map<string, ExportField>>();
  readonly entryTypes = new Map<string, string | undefined>();
  readonly assetIds = new Set<string>();
  readonly tagIds = new Set<string>();
  private readonly seenUnique = new Map<string, string>();

  constructor(
    readonly space: ContentfulExport,
    readonly forImport: boolean,
  ) {
    this.defaultLocale = defaultLocaleOf(space);
    this.locales = new Set(space.locales.map((locale) => locale.code));
    if (this.locales.size === 0) this.locales.add(this.defaultLocale);
    const required = space.locales
      .filter((locale) => locale.code === this.defaultLocale || locale.optional !== true)
      .map((locale) => locale.code);
    this.requiredLocales = required.length > 0 ? required : [this.defaultLocale];
    for (const tag of space.tags ?? [])
      if (isRecord(tag.sys) && typeof tag.sys.id === "string") this.tagIds.add(tag.sys.id);
  }

  add(where: Place, rule: SpaceRule, message: string, link?: SpaceProblem["link"]): void {
    this.problems.push({ ...where, rule, message, ...(link ? { link } : {}) });
  }

  // ---- the model ------------------------------------------------------------------------------------------

  model(): void {
    for (const contentType of this.space.contentTypes) {
      const where = { entity: "ContentType" as const, id: contentType.sys.id };
      const id = contentType.sys.id;
      if (this.contentTypes.has(id)) this.add(where, "duplicateId", "another content type has this id");
      if (!Array.isArray(contentType.fields)) {
        this.add(where, "model", "fields must be an array");
        continue;
      }
      this.contentTypes.set(id, contentType);
      if (typeof contentType.name !== "string" || contentType.name === "")
        this.add(where, "model", "the content type has no name");
      const fieldIds = new Set<string>();
      for (const [fieldIndex, field] of contentType.fields.entries()) {
        const fieldId = isRecord(field) && typeof field.id === "string" && field.id !== "" ? field.id : undefined;
        const at = { ...where, field: fieldId ?? `#${fieldIndex}` };
        if (!fieldId) {
          this.add(at, "model", "the field has no id");
          continue;
        }
        if (fieldIds.has(fieldId)) this.add(at, "model", "another field of the content type has this id");
        fieldIds.add(fieldId);
        if (typeof field.name !== "string" || field.name === "") this.add(at, "model", "the field has no name");
        if (!FIELD_TYPES.has(field.type)) this.add(at, "model", `unknown field type ${describe(field.type)}`);
        if (field.type === "Link" && field.linkType !== "Entry" && field.linkType !== "Asset") {
          this.add(at, "model", "a Link field needs linkType 'Entry' or 'Asset'");
        }
        if (field.type === "Array") {
          const items = isRecord(field.items) ? field.items : undefined;
          if (typeof items?.type !== "string" || !ARRAY_ITEM_TYPES.has(items.type))
            this.add(at, "model", "an Array field needs items.type 'Symbol', 'Link' or 'ResourceLink'");
          else if (items.type === "Link" && items.linkType !== "Entry" && items.linkType !== "Asset") {
            this.add(at, "model", "an Array of links needs items.linkType 'Entry' or 'Asset'");
          }
        }
        for (const validation of [...validationsOf(field.validations), ...validationsOf(field.items?.validations)]) {
          for (const key of ["regexp", "prohibitRegexp"] as const) {
            const rule = validation[key];
            if (rule && !compile(rule)) this.add(at, "model", `invalid ${key} pattern ${JSON.stringify(rule.pattern)}`);
          }
        }
      }
      if (contentType.displayField && !fieldIds.has(contentType.displayField)) {
        this.add(where, "model", `displayField '${contentType.displayField}' is not a field of the content type`);
      }
    }
  }

  // ---- entries and assets ---------------------------------------------------------------------------------

  index(): void {
    for (const entry of this.space.entries) {
      const id = entry.sys.id;
      if (this.entryTypes.has(id)) this.add({ entity: "Entry", id }, "duplicateId", "another entry has this id");
      this.entryTypes.set(id, contentTypeOf(entry));
    }
    for (const asset of this.space.assets) {
      const id = asset.sys.id;
      if (this.assetIds.has(id)) this.add({ entity: "Asset", id }, "duplicateId", "another asset has this id");
      this.assetIds.add(id);
    }
  }

  private tags(entity: ExportEntity, where: Where): void {
    const tags = isRecord(entity.metadata) && Array.isArray(entity.metadata.tags) ? entity.metadata.tags : [];
    for (const tag of tags) {
      const id = isRecord(tag) && isRecord(tag.sys) ? tag.sys.id : undefined;
      if (typeof id !== "string" || !this.tagIds.has(id))
        this.add(where, "tag", `metadata.tags links to tag ${describe(id)}, which is not in the file`);
    }
  }

  entry(entry: ExportEntity): void {
    const contentTypeId = contentTypeOf(entry);
    const where: Where = { entity: "Entry", id: entry.sys.id, contentType: contentTypeId };
    const contentType = contentTypeId === undefined ? undefined : this.contentTypes.get(contentTypeId);
    if (!contentType) {
      this.add(
        where,
        "contentType",
        contentTypeId === undefined
          ? "the entry has no sys.contentType"
          : `content type '${contentTypeId}' is not in the file`,
      );
      return;
    }
    if (this.forImport) this.tags(entry, where);
    const published = willPublish(entry);
    const fields = this.fieldsOf(contentType);
    const values = this.valuesOf(entry, where);
    for (const [fieldId, localized] of Object.entries(values)) {
      const field = fields.get(fieldId);
      const at = { ...where, field: fieldId };
      if (!field) {
        this.add(at, "unknownField", `the content type has no field '${fieldId}'`);
        continue;
      }
      for (const [here, value] of this.localized(at, localized)) {
        if (!this.value(field, value, here) || !this.forImport) continue;
        this.links(field, value, here);
        if (published) this.validations(field, value, here, contentType);
      }
    }
    if (published) this.required([...fields.values()], values, where, "entry");
  }

  private fieldsOf(contentType: ExportContentType): Map<string, ExportField> {
    let fields = this.fieldsByType.get(contentType.sys.id);
    if (!fields) {
      fields = new Map(
        contentType.fields
          .filter((field) => isRecord(field) && typeof field.id === "string")
          .map((field) => [field.id, field]),
      );
      this.fieldsByType.set(contentType.sys.id, fields);
    }
    return fields;
  }

  /** The entity's fields; reports `fields` that is not an object keyed by field id. */
  private valuesOf(entity: ExportEntity, where: Where): ExportEntity["fields"] {
    if (entity.fields === undefined || isRecord(entity.fields)) return entity.fields ?? {};
    this.add(where, "type", `fields must be an object keyed by field id, got ${describe(entity.fields)}`);
    return {};
  }

  /**
   * The present values of one field, each with where it is; reports a field that is not keyed by locale and locales
   * the file does not have.
   */
  private localized(at: Where, localized: unknown): Array<[Where, unknown]> {
    if (localized === undefined || localized === null) return [];
    if (!isRecord(localized)) {
      this.add(at, "type", `expected an object keyed by locale, got ${describe(localized)}`);
      return [];
    }
    const present: Array<[Where, unknown]> = [];
    for (const [locale, value] of Object.entries(localized)) {
      const here = { ...at, locale };
      if (!this.locales.has(locale))
        this.add(
          here,
          "locale",
          `locale '${locale}' is not one of the file's locales (${[...this.locales].join(", ")})`,
        );
      else if (value !== undefined && value !== null) present.push([here, value]);
    }
    return present;
  }

  asset(asset: ExportEntity): void {
    const where: Where = { entity: "Asset", id: asset.sys.id };
    if (this.forImport) this.tags(asset, where);
    const fields = this.valuesOf(asset, where);
    for (const [fieldId, localized] of Object.entries(fields)) {
      const at = { ...where, field: fieldId };
      if (!ASSET_FIELDS.has(fieldId)) {
        this.add(at, "unknownField", "assets have only title, description and file");
        continue;
      }
      for (const [here, value] of this.localized(at, localized)) {
        if (fieldId !== "file") {
          const problem = typeProblem(fieldId === "title" ? "Symbol" : "Text", value);
          if (problem) this.add(here, "type", problem);
        } else if (!isRecord(value)) {
          this.add(here, "assetFile", `expected {url, fileName, contentType}, got ${describe(value)}`);
        } else {
          const missing = ["url", "fileName", "contentType"].filter(
            (key) => typeof value[key] !== "string" || value[key] === "",
          );
          if (missing.length > 0) this.add(here, "assetFile", `the file has no ${missing.join(", ")}`);
        }
      }
    }
    if (willPublish(asset)) {
      this.required([{ id: "file", name: "File", type: "Object", required: true }], fields, where, "asset");
    }
  }

  private required(fields: readonly ExportField[], values: ExportEntity["fields"], where: Where, kind: string): void {
    for (const field of fields) {
      if (!field.required) continue;
      const localized = values[field.id];
      for (const locale of field.localized ? this.requiredLocales : [this.defaultLocale]) {
        const value = isRecord(localized) ? localized[locale] : undefined;
        if (isEmptyValue(value)) {
          this.add(
            { ...where, field: field.id, locale },
            "required",
            `required, but the published ${kind} has ${value === undefined || value === null ? "no value" : "an empty value"}`,
          );
        }
      }
    }
  }

  /** Checks the value's type; true when it fits, so the later checks can rely on its shape. */
  private value(field: ExportField, value: unknown, where: Where): boolean {
    if (field.type === "Link") return this.link(value, field.linkType, where, "");
    if (field.type === "Array") {
      if (!Array.isArray(value)) {
        this.add(
          where,
          "type",
          `expected an array (Array of ${field.items?.type === "Link" ? `${field.items.linkType} links` : (field.items?.type ?? "Symbol")}), got ${describe(value)}`,
        );
        return false;
      }
      let ok = true;
      for (const [index, item] of value.entries()) {
        if (field.items?.type === "Link") {
          ok = this.link(item, field.items.linkType, where, `item ${index}: `) && ok;
        } else {
          const problem = typeProblem(field.items?.type ?? "Symbol", item);
          if (problem) this.add(where, "type", `item ${index}: ${problem}`);
          ok = !problem && ok;
        }
      }
      return ok;
    }
    const problem =
      typeProblem(field.type, value) ??
      (field.type === "RichText" && this.forImport ? richTextProblem(value) : undefined);
    if (problem) {
      this.add(
        where,
        field.type === "RichText" && isRecord(value) && value.nodeType === "document" ? "richText" : "type",
        problem,
      );
      return false;
    }
    return true;
  }

  private link(value: unknown, linkType: string | undefined, where: Where, prefix: string): boolean {
    if (
      !isRecord(value) ||
      !isRecord(value.sys) ||
      value.sys.type !== "Link" ||
      typeof value.sys.id !== "string" ||
      value.sys.id === ""
    ) {
      this.add(
        where,
        "type",
        `${prefix}expected a link {sys: {type: "Link", linkType: "${linkType ?? "Entry"}", id}}, got ${describe(value)}`,
      );
      return false;
    }
    if (value.sys.linkType !== linkType) {
      this.add(
        where,
        "linkType",
        `${prefix}expected a link to an ${linkType ?? "Entry"}, got a link to ${describe(value.sys.linkType)} '${value.sys.id}'`,
      );
      return false;
    }
    return true;
  }

  /** Links to entries or assets that are not in the file (resource links point at other spaces). */
  private links(field: ExportField, value: unknown, where: Where): void {
    const check = (linkType: string, id: string, what: string): void => {
      const known = linkType === "Entry" ? this.entryTypes.has(id) : this.assetIds.has(id);
      if (!known)
        this.add(where, "missingLink", `${what}links to ${linkType} '${id}', which is not in the file`, {
          linkType,
          id,
        });
    };
    if (field.type === "Link") check(field.linkType ?? "Entry", linkId(value), "");
    if (field.type === "Array" && field.items?.type === "Link" && Array.isArray(value)) {
      value.forEach((item, index) => check(field.items?.linkType ?? "Entry", linkId(item), `item ${index} `));
    }
    if (field.type === "RichText") {
      for (const node of richTextNodes(value)) {
        const link = richTextLink(node);
        if (link) check(link.linkType, link.id, `its ${link.nodeType} node `);
      }
    }
  }

  // ---- validations ----------------------------------------------------------------------------------------

  private validations(field: ExportField, value: unknown, where: Where, contentType: ExportContentType): void {
    for (const validation of validationsOf(field.validations)) {
      if (field.type === "Array" && Array.isArray(value)) {
        if (validation.size) this.size(validation, value.length, "items", where);
      } else if (field.type === "RichText") {
        this.richText(validation, value, where);
      } else {
        this.scalar(validation, value, where);
      }
      if (validation.unique === true && field.type !== "Array") this.unique(value, where, contentType);
    }
    if (field.type === "Array" && Array.isArray(value)) {
      for (const validation of validationsOf(field.items?.validations)) {
        value.forEach((item) => this.scalar(validation, item, where));
      }
    }
  }

  private size(validation: FieldValidation, actual: number, unit: string, where: Where): void {
    const problem = validation.size ? bounds(validation.size, actual, unit) : undefined;
    if (problem) this.add(where, "size", withMessage(problem, validation));
  }

  /** A validation on a single value: a Symbol, Text, number, Date, link, or one item of an Array. */
  private scalar(validation: FieldValidation, value: unknown, where: Where): void {
    if (Array.isArray(validation.in) && !validation.in.includes(value as string | number)) {
      this.add(where, "in", withMessage(`${describe(value)} is not one of ${quoteList(validation.in)}`, validation));
    }
    if (typeof value === "string") {
      if (validation.size) this.size(validation, characters(value), "length", where);
      if (validation.regexp && compile(validation.regexp)?.test(value) === false) {
        this.add(
          where,
          "regexp",
          withMessage(
            `${describe(value)} does not match /${validation.regexp.pattern}/${validation.regexp.flags ?? ""}`,
            validation,
          ),
        );
      }
      if (validation.prohibitRegexp && compile(validation.prohibitRegexp)?.test(value) === true) {
        this.add(
          where,
          "prohibitRegexp",
          withMessage(
            `${describe(value)} matches the prohibited /${validation.prohibitRegexp.pattern}/${validation.prohibitRegexp.flags ?? ""}`,
            validation,
          ),
        );
      }
      if (validation.dateRange) {
        const time = Date.parse(value);
        const min = validation.dateRange.min ? Date.parse(validation.dateRange.min) : undefined;
        const max = validation.dateRange.max ? Date.parse(validation.dateRange.max) : undefined;
        if ((min !== undefined && time < min) || (max !== undefined && time > max)) {
          this.add(
            where,
            "dateRange",
            withMessage(
              `${value} is outside ${validation.dateRange.min ?? "any date"} to ${validation.dateRange.max ?? "any date"}`,
              validation,
            ),
          );
        }
      }
    }
    if (typeof value === "number" && validation.range) {
      const problem = bounds(validation.range, value, "value");
      if (problem) this.add(where, "range", withMessage(problem, validation));
    }
    if (Array.isArray(validation.linkContentType)) {
      const id = linkId(value);
      const type = this.entryTypes.get(id);
      if (this.entryTypes.has(id) && (type === undefined || !validation.linkContentType.includes(type))) {
        this.add(
          where,
          "linkContentType",
          withMessage(
            `links to entry '${id}' of type '${String(type)}'; allowed: ${quoteList(validation.linkContentType)}`,
            validation,
          ),
        );
      }
    }
  }

  private unique(value: unknown, where: Where, contentType: ExportContentType): void {
    const key = `${contentType.sys.id}\u0000${where.field ?? ""}\u0000${where.locale ?? ""}\u0000${JSON.stringify(value)}`;
    const first = this.seenUnique.get(key);
    if (first === undefined) this.seenUnique.set(key, where.id);
    else this.add(where, "unique", `${describe(value)} is already used by published entry '${first}'`);
  }

  private richText(validation: FieldValidation, document: unknown, where: Where): void {
    const nodes = richTextNodes(document);
    if (Array.isArray(validation.enabledNodeTypes)) {
      const enabled = new Set(validation.enabledNodeTypes);
      const disabled = new Set(
        nodes.map((node) => node.nodeType).filter((type) => !ALWAYS_ENABLED_NODES.has(type) && !enabled.has(type)),
      );
      for (const type of disabled) {
        this.add(
          where,
          "enabledNodeTypes",
          withMessage(`uses '${type}' nodes; enabled: ${quoteList(validation.enabledNodeTypes)}`, validation),
        );
      }
    }
    if (Array.isArray(validation.enabledMarks)) {
      const enabled = new Set(validation.enabledMarks);
      const used = new Set(
        nodes.flatMap((node) => node.marks.map((mark) => (isRecord(mark) ? String(mark.type) : String(mark)))),
      );
      for (const mark of [...used].filter((type) => !enabled.has(type))) {
        this.add(
          where,
          "enabledMarks",
          withMessage(`uses the '${mark}' mark; enabled: ${quoteList(validation.enabledMarks)}`, validation),
        );
      }
    }
    for (const [nodeType, rules] of Object.entries(isRecord(validation.nodes) ? validation.nodes : {})) {
      const matching = nodes.filter((node) => node.nodeType === nodeType);
      for (const rule of validationsOf(rules)) {
        if (rule.size) {
          const problem = bounds(rule.size, matching.length, `'${nodeType}' nodes:`);
          if (problem) this.add(where, "nodes", withMessage(problem, rule));
        }
        if (Array.isArray(rule.linkContentType) && ENTRY_NODES.has(nodeType)) {
          for (const node of matching) {
            const link = richTextLink(node);
            if (!link || link.linkType !== "Entry" || !this.entryTypes.has(link.id)) continue;
            const type = this.entryTypes.get(link.id);
            if (type === undefined || !rule.linkContentType.includes(type)) {
              this.add(
                where,
                "linkContentType",
                withMessage(
                  `a '${nodeType}' node links to entry '${link.id}' of type '${String(type)}'; allowed: ${quoteList(rule.linkContentType)}`,
                  rule,
                ),
              );
            }
          }
        }
      }
    }
  }
}

function compile(rule: { pattern: string; flags?: string | null }): RegExp | undefined {
  try {
    return new RegExp(rule.pattern, (rule.flags ?? "").replace(/g|y/g, ""));
  } catch {
    return undefined;
  }
}

function contentTypeOf(entry: ExportEntity): string | undefined {
  return linkId(entry.sys.contentType) || undefined;
}

function linkId(value: unknown): string {
  return isRecord(value) && isRecord(value.sys) && typeof value.sys.id === "string" ? value.sys.id : "";
}

/** Why `value` cannot be a value of a field of `type` (Link and Array are checked by the caller). */
function typeProblem(type: string, value: unknown): string | undefined {
  switch (type) {
    case "Symbol":
    case "Text": {
      if (typeof value !== "string") return `expected a string (${type}), got ${describe(value)}`;
      const max = type === "Symbol" ? SYMBOL_MAX : TEXT_MAX;
      // A string has at least as many UTF-16 units as characters: count characters only when the units exceed max.
      return value.length > max && characters(value) > max
        ? `${type} is at most ${max} characters, got ${characters(value)}`
        : undefined;
    }
    case "Integer":
      return Number.isSafeInteger(value) ? undefined : `expected a whole number (Integer), got ${describe(value)}`;
    case "Number":
      return typeof value === "number" && Number.isFinite(value)
        ? undefined
        : `expected a number (Number), got ${describe(value)}`;
    case "Boolean":
      return typeof value === "boolean" ? undefined : `expected true or false (Boolean), got ${describe(value)}`;
    case "Date":
      return typeof value === "string" && isIsoDate(value)
        ? undefined
        : `expected an ISO 8601 date such as 2025-01-31, 2025-01-31T09:00+01:00 or 2025-01-31T09:00:00.000Z (Date), got ${describe(value)}`;
    case "ResourceLink":
      return isRecord(value) &&
        isRecord(value.sys) &&
        value.sys.type === "ResourceLink" &&
        typeof value.sys.linkType === "string" &&
        value.sys.linkType !== "" &&
        typeof value.sys.urn === "string" &&
        value.sys.urn !== ""
        ? undefined
        : `expected a resource link {sys: {type: "ResourceLink", linkType, urn}} (ResourceLink), got ${describe(value)}`;
    case "Object":
      return typeof value === "object" && value !== null
        ? undefined
        : `expected a JSON object (Object), got ${describe(value)}`;
    case "Location":
      return isRecord(value) &&
        typeof value.lat === "number" &&
        typeof value.lon === "number" &&
        Math.abs(value.lat) <= 90 &&
        Math.abs(value.lon) <= 180
        ? undefined
        : `expected {lat, lon} within ±90 and ±180 (Location), got ${describe(value)}`;
    case "RichText":
      return isRecord(value) && value.nodeType === "document" && Array.isArray(value.content)
        ? undefined
        : `expected a rich text document {nodeType: "document", data, content} (RichText), got ${describe(value)}`;
    default:
      return undefined;
  }
}

const LIST_ENTITIES = { contentTypes: "ContentType", entries: "Entry", assets: "Asset", tags: "Tag" } as const;

/**
 * The outline: a JSON object with the lists, and on each entity what the other checks read (a sys.id, whole version
 * numbers and ISO 8601 dates in sys; a locale's code). Returns the file with the entities the checks can read, or
 * undefined when a list is missing.
 */
function outline(
  value: unknown,
  add: (where: Place, rule: SpaceRule, message: string) => void,
): ContentfulExport | undefined {
  const top = { entity: "Space" as const, id: "" };
  if (!isRecord(value)) {
    add(top, "outline", `expected a JSON object (a Contentful export), got ${describe(value)}`);
    return undefined;
  }
  let complete = true;
  for (const key of [...LISTS, "tags", "editorInterfaces"] as const) {
    const list = value[key];
    const optional = key === "tags" || key === "editorInterfaces";
    if (Array.isArray(list) || (optional && list === undefined)) continue;
    add(
      top,
      "outline",
      `'${key}' must be an array, got ${describe(list)} (a Contentful export has ${LISTS.join(", ")})`,
    );
    complete = false;
  }
  if (!complete) return undefined;
  const readable = { ...value } as ContentfulExport;
  for (const [key, entity] of Object.entries(LIST_ENTITIES) as Array<
    [keyof typeof LIST_ENTITIES, SpaceProblem["entity"]]
  >) {
    const list = (value[key] ?? []) as unknown[];
    (readable as Record<string, unknown>)[key] = list.filter((item, index) => {
      const sys = isRecord(item) && isRecord(item.sys) ? item.sys : undefined;
      if (!sys || typeof sys.id !== "string" || sys.id === "") {
        add({ entity, id: `#${index}` }, "sys", "missing sys.id");
        return false;
      }
      const at = { entity, id: sys.id };
      for (const key of SYS_NUMBERS) {
        const number = sys[key];
        if (number !== undefined && number !== null && !(Number.isSafeInteger(number) && (number as number) >= 0))
          add(at, "sys", `sys.${key} must be a whole number, got ${describe(number)}`);
      }
      for (const key of SYS_DATES) {
        const date = sys[key];
        if (date !== undefined && date !== null && !(typeof date === "string" && isIsoDate(date)))
          add(at, "sys", `sys.${key} must be an ISO 8601 date, got ${describe(date)}`);
      }
      return true;
    });
  }
  const codes = new Set<string>();
  readable.locales = (value.locales as unknown[]).filter((locale, index): locale is ExportLocale => {
    if (!isRecord(locale) || typeof locale.code !== "string" || locale.code === "") {
      add({ entity: "Locale", id: `#${index}` }, "outline", "the locale has no code");
      return false;
    }
    if (codes.has(locale.code))
      add({ entity: "Locale", id: locale.code }, "duplicateId", "another locale has this code");
    codes.add(locale.code);
    return true;
  });
  return readable;
}

/** Why Contentful would refuse a rich text document (node types, their children and data), or undefined. */
function richTextProblem(document: unknown): string | undefined {
  const errors = validateRichTextDocument(document as Document);
  return errors.length === 0
    ? undefined
    : `not a valid rich text document: ${errors
        .slice(0, 3)
        .map((error) => `${error.path?.join(".") || "(document)"}: ${error.details ?? error.name}`)
        .join("; ")}`;
}

/**
 * Checks a parsed export file (see the top of this file for what `forImport` adds); on success returns it typed, else
 * every problem found.
 */
export function validateSpace(value: unknown, options: ValidateSpaceOptions = {}): SpaceValidation {
  const problems: SpaceProblem[] = [];
  const space = outline(value, (where, rule, message) => problems.push({ ...where, rule, message }));
  if (space) {
    const checker = new Checker(space, options.forImport === true);
    checker.model();
    checker.index();
    for (const entry of space.entries) checker.entry(entry);
    for (const asset of space.assets) checker.asset(asset);
    problems.push(...checker.problems);
  }
  return problems.length === 0 ? { ok: true, space: value as ContentfulExport } : { ok: false, problems };
}
