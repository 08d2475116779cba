/** Builds item predicates from a value accessor, an operator and the raw parameter value. */
import { invalidQuery } from "./errors.js";
import type { IndexedItem } from "./space-index.js";
import { matchesTerms, searchTerms } from "./text.js";

export type Predicate = (item: IndexedItem) => boolean;

export type Operator = "eq" | "ne" | "in" | "nin" | "all" | "exists" | "lt" | "lte" | "gt" | "gte" | "match";

/** How values of a path compare: as strings, numbers, dates (millis), booleans, or loosely (JSON sub-paths). */
export type ValueKind = "string" | "number" | "date" | "boolean" | "any";

type Scalar = string | number | boolean;

const OPERATORS: ReadonlySet<string> = new Set<Operator>([
  "eq",
  "ne",
  "in",
  "nin",
  "all",
  "exists",
  "lt",
  "lte",
  "gt",
  "gte",
  "match",
]);

export const EQUALITY: readonly Operator[] = ["eq", "ne", "in", "nin", "exists"];
export const RANGES: readonly Operator[] = ["lt", "lte", "gt", "gte"];

/** A queryable path of an item: its values, how they compare, and which operators apply. */
export interface ValueAccess {
  readonly path: readonly string[];
  readonly kind: ValueKind;
  readonly operators: readonly Operator[];
  /** The raw values at the path (one, or an array's elements); empty when the value is missing. */
  readonly values: (item: IndexedItem) => readonly unknown[];
  /** Lower-cased text at the path, for `[match]`. */
  readonly text?: (item: IndexedItem) => string;
}

/** The operator named in a key (`undefined` means equality), or a 400 for an unknown one. */
export function toOperator(raw: string | undefined, path: readonly string[]): Operator {
  if (raw === undefined) return "eq";
  if (OPERATORS.has(raw) && raw !== "eq") return raw as Operator;
  throw invalidQuery({
    name: "unknownOperator",
    path: [...path],
    value: raw,
    details: `The operator "[${raw}]" is not supported`,
  });
}

const toMillis = (value: string): number | undefined => {
  const millis = Date.parse(value);
  return Number.isNaN(millis) ? undefined : millis;
};

function normalize(value: unknown, kind: ValueKind): Scalar | undefined {
  switch (kind) {
    case "string":
      return typeof value === "string" ? value : undefined;
    case "number":
      return typeof value === "number" ? value : undefined;
    case "date":
      if (typeof value === "number") return value;
      return typeof value === "string" ? toMillis(value) : undefined;
    case "boolean":
      return typeof value === "boolean" ? value : undefined;
    case "any":
      return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : undefined;
    default:
      return kind satisfies never;
  }
}

const NUMBER_PATTERN = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function typeError(path: readonly string[], type: string, raw: string) {
  return invalidQuery({
    name: "type",
    type,
    value: raw,
    path: [...path],
    details: `The value "${raw}" is not a valid ${type} for "${path.join(".")}"`,
  });
}

function parseOperand(raw: string, kind: ValueKind, path: readonly string[]): Scalar {
  switch (kind) {
    case "string":
    case "any":
      return raw;
    case "number":
      if (!NUMBER_PATTERN.test(raw)) throw typeError(path, "Number", raw);
      return Number(raw);
    case "date": {
      const millis = toMillis(raw);
      if (millis === undefined) throw typeError(path, "Date", raw);
      return millis;
    }
    case "boolean":
      if (raw !== "true" && raw !== "false") throw typeError(path, "Boolean", raw);
      return raw === "true";
    default:
      return kind satisfies never;
  }
}

const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Compares an item value with an operand; undefined when they are not comparable. */
function compare(value: Scalar, operand: Scalar): number | undefined {
  if (typeof value === "number") {
    const other = typeof operand === "number" ? operand : NUMBER_PATTERN.test(String(operand)) ? Number(operand) : NaN;
    return Number.isNaN(other) ? undefined : value - other;
  }
  if (typeof value === "boolean") return String(value) === String(operand) ? 0 : undefined;
  return typeof operand === "string" ? compareStrings(value, operand) : undefined;
}

function notApplicable(access: ValueAccess, operator: Operator) {
  return invalidQuery({
    name: "operatorNotApplicable",
    path: [...access.path],
    operator,
    details: `The operator "${operator}" is not applicable to "${access.path.join(".")}"`,
  });
}

/** A predicate for `path[operator]=raw`, or a 400 when the operator does not apply or the value is malformed. */
export function buildPredicate(access: ValueAccess, operator: Operator, raw: string): Predicate {
  if (!access.operators.includes(operator)) throw notApplicable(access, operator);
  const some = (item: IndexedItem, test: (value: Scalar) => boolean): boolean => {
    for (const rawValue of access.values(item)) {
      const value = normalize(rawValue, access.kind);
      if (value !== undefined && test(value)) return true;
    }
    return false;
  };
  const operand = (text: string) => parseOperand(text, access.kind, access.path);
  const list = () => raw.split(",").map(operand);
  const equalsAny = (operands: readonly Scalar[]) => (value: Scalar) =>
    operands.some((other) => compare(value, other) === 0);
  const range = (accept: (difference: number) => boolean): Predicate => {
    const bound = operand(raw);
    return (item) =>
      some(item, (value) => {
        const difference = compare(value, bound);
        return difference !== undefined && accept(difference);
      });
  };
  switch (operator) {
    case "eq": {
      const test = equalsAny([operand(raw)]);
      return (item) => some(item, test);
    }
    case "ne": {
      const test = equalsAny([operand(raw)]);
      return (item) => !some(item, test);
    }
    case "in": {
      const test = equalsAny(list());
      return (item) => some(item, test);
    }
    case "nin": {
      const test = equalsAny(list());
      return (item) => !some(item, test);
    }
    case "all": {
      const operands = list();
      return (item) => operands.every((other) => some(item, (value) => compare(value, other) === 0));
    }
    case "exists": {
      if (raw !== "true" && raw !== "false") throw typeError([...access.path], "Boolean", raw);
      const wanted = raw === "true";
      return (item) => access.values(item).length > 0 === wanted;
    }
    case "lt":
      return range((difference) => difference < 0);
    case "lte":
      return range((difference) => difference <= 0);
    case "gt":
      return range((difference) => difference > 0);
    case "gte":
      return range((difference) => difference >= 0);
    case "match": {
      const terms = searchTerms(raw);
      const text = access.text;
      if (!text) throw notApplicable(access, operator);
      return (item) => matchesTerms(text(item), terms);
    }
    default:
      return operator satisfies never;
  }
}
