/** Content types, locales, tags and the space: small collections with paging, sys.id filters and ordering. */
import { unknownPath } from "./errors.js";
import { integerParam, rejectUnknownParams } from "./query-input.js";
import type { QueryParams } from "./query-input.js";
import type { SpaceIndex } from "./space-index.js";
import type { CdaCollectionBody, JsonObject } from "./types.js";

interface SimpleRecord {
  readonly id: string;
  readonly name: string;
  readonly body: JsonObject;
}

const COLLECTION_PARAMS: ReadonlySet<string> = new Set(["skip", "limit", "order", "sys.id", "sys.id[in]", "name"]);

function orderRecords(records: SimpleRecord[], raw: string): SimpleRecord[] {
  const keys = raw.split(",").map((key) => {
    const descending = key.startsWith("-");
    const name = descending ? key.slice(1) : key;
    if (name !== "sys.id" && name !== "name") throw unknownPath(name.split("."));
    const get = (record: SimpleRecord) => (name === "name" ? record.name : record.id);
    return { descending, get };
  });
  return records.sort((a, b) => {
    for (const { descending, get } of keys) {
      const left = get(a);
      const right = get(b);
      if (left !== right) return (left < right ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  });
}

function collection(records: readonly SimpleRecord[], params: QueryParams): CdaCollectionBody {
  rejectUnknownParams(params, COLLECTION_PARAMS);
  const skip = integerParam(params, "skip", 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = integerParam(params, "limit", 100, 0, 1000);
  let matches = [...records];
  const id = params.get("sys.id");
  if (id !== undefined) matches = matches.filter((record) => record.id === id);
  const ids = params.get("sys.id[in]")?.split(",");
  if (ids) matches = matches.filter((record) => ids.includes(record.id));
  const name = params.get("name");
  if (name !== undefined) matches = matches.filter((record) => record.name === name);
  const order = params.get("order");
  if (order !== undefined) matches = orderRecords(matches, order);
  const items = matches.slice(skip, skip + limit).map((record) => record.body);
  return { sys: { type: "Array" }, total: matches.length, skip, limit, items };
}

export const contentTypeCollection = (index: SpaceIndex, params: QueryParams): CdaCollectionBody =>
  collection(index.contentTypes, params);

export const tagCollection = (index: SpaceIndex, params: QueryParams): CdaCollectionBody =>
  collection(index.tags, params);

export function localeBodies(index: SpaceIndex): JsonObject[] {
  return index.locales.locales.map((locale) => ({
    code: locale.code,
    name: locale.name,
    default: locale.default,
    fallbackCode: locale.fallbackCode,
    sys: { id: locale.sysId, type: "Locale", version: locale.version },
  }));
}

export function localeCollection(index: SpaceIndex, params: QueryParams): CdaCollectionBody {
  const records = localeBodies(index).map((body) => ({ id: String(body.code), name: String(body.name), body }));
  return collection(records, params);
}

export function spaceBody(index: SpaceIndex, spaceId: string): JsonObject {
  return {
    sys: { type: "Space", id: spaceId },
    name: spaceId,
    locales: localeBodies(index).map(({ code, name, default: isDefault, fallbackCode }) => ({
      code,
      default: isDefault,
      name,
      fallbackCode,
    })),
  };
}
