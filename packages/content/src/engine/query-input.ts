/** Reading raw query parameters: normalising the input, splitting keys into path and operator, integers. */
import { invalidQuery, unknownPath } from "./errors.js";

export type QueryParams = ReadonlyMap<string, string>;

/** Query parameters as a map; `access_token` is dropped (it is authentication, not a query). */
export function toQueryParams(query: URLSearchParams | Readonly<Record<string, string>>): Map<string, string> {
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  const params = new Map<string, string>();
  for (const [key, value] of entries) {
    if (key !== "access_token") params.set(key, String(value));
  }
  return params;
}

export interface ParsedKey {
  readonly path: readonly string[];
  readonly operator: string | undefined;
}

const KEY_PATTERN = /^([^[\]]+)(?:\[([^[\]]*)\])?$/;

/** Splits `fields.category.sys.id[in]` into its path and operator. */
export function parseKey(key: string): ParsedKey {
  const match = KEY_PATTERN.exec(key);
  const path = match?.[1]?.split(".");
  if (!match || !path || path.some((segment) => segment === "")) throw unknownPath([key]);
  return { path, operator: match[2] };
}

/** An integer query parameter within [min, max], or the default when absent. */
export function integerParam(params: QueryParams, name: string, fallback: number, min: number, max: number): number {
  const raw = params.get(name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw.trim())) {
    throw invalidQuery({
      name: "type",
      type: "Integer",
      value: raw,
      path: [name],
      details: `The type of "${name}" is incorrect, expected type: Integer`,
    });
  }
  const value = Number(raw.trim());
  if (value < min || value > max) {
    throw invalidQuery({
      name: "range",
      min,
      max,
      value,
      path: [name],
      details: `"${name}" must be between ${min} and ${max}`,
    });
  }
  return value;
}

/** Rejects any parameter not in the allowed list. */
export function rejectUnknownParams(params: QueryParams, allowed: ReadonlySet<string>): void {
  for (const key of params.keys()) {
    if (!allowed.has(key)) throw unknownPath(key.split("."));
  }
}
