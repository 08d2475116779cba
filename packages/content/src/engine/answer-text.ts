/**
 * The JSON text of an engine answer, byte for byte `JSON.stringify`'s. The entities of a collection (its items and
 * includes) are the space index's frozen bodies, shared by every answer until the space changes: each one's text is
 * made once and reused. A list page's answer and a post's share most of their entities (the settings, the
 * categories, the posts' cards), so most of an answer is joined, not serialised. The texts live in a WeakMap: they go
 * with the index that holds the bodies.
 */
import { isRecord } from "./json-values.js";

const texts = new WeakMap<object, string>();

function frozenText(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

const elementText = (value: unknown): string =>
  isRecord(value) && Object.isFrozen(value) ? frozenText(value) : (JSON.stringify(value) ?? "null");

const listText = (value: unknown): string | undefined =>
  Array.isArray(value) ? `[${value.map(elementText).join(",")}]` : JSON.stringify(value);

function includesText(value: unknown): string | undefined {
  if (!isRecord(value)) return JSON.stringify(value);
  const parts: string[] = [];
  for (const [key, list] of Object.entries(value)) {
    const text = listText(list);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(",")}}`;
}

/** `JSON.stringify(body)`, reusing the text of every frozen entity it holds. */
export function answerText(body: unknown): string {
  if (!isRecord(body)) return JSON.stringify(body) ?? "null";
  if (Object.isFrozen(body)) return frozenText(body);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const text = key === "items" ? listText(value) : key === "includes" ? includesText(value) : JSON.stringify(value);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(",")}}`;
}
