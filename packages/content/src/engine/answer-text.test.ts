import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import type { ContentfulExport } from "../export-file/types.js";
import { answerText } from "./answer-text.js";
import { createCdaEngine } from "./engine.js";

const space = JSON.parse(readFileSync(new URL("../embedded/space.json", import.meta.url), "utf8")) as ContentfulExport;
const engine = createCdaEngine(space);
const AUTH = { authorization: "Bearer test" };
const SPACE = "/spaces/embedded/environments/master";
const firstPost = space.entries.find((entry) => entry.sys.contentType?.sys.id === "pageBlogPost")!;

const calls: Array<[string, Record<string, string>]> = [
  ["/entries", { content_type: "pageBlogPost", include: "2", order: "-fields.publishedDate", limit: "10" }],
  ["/entries", { content_type: "pageBlogPost", include: "2", skip: "10", limit: "10" }],
  ["/entries", { content_type: "pageBlogPost", select: "sys,fields.title,fields.slug", limit: "5" }],
  ["/entries", { content_type: "pageBlogPost", "fields.slug": "no-such-post" }],
  ["/entries", { include: "10", limit: "200" }],
  ["/entries", { locale: "*", limit: "3" }],
  ["/assets", { limit: "20" }],
  ["/content_types", {}],
  [`/entries/${firstPost.sys.id}`, {}],
  ["/entries/no-such-entry", {}],
  ["/entries", { content_type: "pageBlogPost", "fields.nope[in]": "x" }],
];

it("is JSON.stringify's text of every kind of answer, also when its entities' texts are reused", () => {
  for (const round of [1, 2]) {
    for (const [path, query] of calls) {
      const { body } = engine.handle({ path: `${SPACE}${path}`, query, headers: AUTH });
      expect(answerText(body), `${path} ${JSON.stringify(query)} (round ${round})`).toBe(JSON.stringify(body));
    }
  }
});

it("keeps what JSON.stringify drops or writes as null", () => {
  const entity = Object.freeze({ sys: Object.freeze({ id: "a" }), fields: Object.freeze({ title: "A" }) });
  const body = {
    sys: { type: "Array" },
    total: 2,
    skip: undefined,
    items: [entity, undefined, { open: true }],
    includes: { Entry: [entity], Asset: undefined },
    errors: [{ sys: { id: "notResolvable" } }],
  };
  expect(answerText(body)).toBe(JSON.stringify(body));
  expect(answerText(entity)).toBe(JSON.stringify(entity));
  for (const value of [null, 3, "text", [entity, 1]]) expect(answerText(value)).toBe(JSON.stringify(value));
});
