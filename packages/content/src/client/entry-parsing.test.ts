import { describe, expect, it } from "vitest";
import { ContentValidationError } from "../errors.js";
import { categoryFieldsSchema } from "../schemas.js";
import { collection, rawEntry, recordingLogger } from "../test-support/client-fakes.js";
import { createEntryParser, parseEntry } from "./entry-parsing.js";

const toCategory = (entry: { sys: { id: string } }, fields: { name: string; slug: string }) => ({
  id: entry.sys.id,
  ...fields,
});
const valid = rawEntry("c1", "category", { name: "Costs", slug: "costs" });
const invalid = rawEntry("c2", "category", { name: "", slug: "empty-name" });

describe("parseEntry", () => {
  it("maps a valid entry's parsed fields", () => {
    expect(parseEntry(valid, categoryFieldsSchema, toCategory)).toEqual({ id: "c1", name: "Costs", slug: "costs" });
  });

  it("names the entry, content type and field of invalid content", () => {
    const result = parseEntry(invalid, categoryFieldsSchema, toCategory);
    expect(result).toBeInstanceOf(ContentValidationError);
    expect(result).toMatchObject({ entryId: "c2", contentType: "category", field: "name" });
  });

  it("names 'sys' for something that is no entry", () => {
    expect(parseEntry({ sys: { type: "Asset", id: "a1" } }, categoryFieldsSchema, toCategory)).toMatchObject({
      entryId: "unknown",
      contentType: "unknown",
      field: "sys",
    });
  });
});

describe("the entry parser", () => {
  it("skips an invalid list item with a warning", () => {
    const logger = recordingLogger();
    const parsed = createEntryParser(false, logger).parseList(
      collection([valid, invalid]),
      categoryFieldsSchema,
      toCategory,
    );
    expect(parsed).toEqual([{ id: "c1", name: "Costs", slug: "costs" }]);
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toMatch(/^\[content\] Skipped an invalid item: Invalid content in entry 'c2'/);
  });

  it("throws on an invalid list item in strict mode", () => {
    const parser = createEntryParser(true, recordingLogger());
    expect(() => parser.parseList(collection([valid, invalid]), categoryFieldsSchema, toCategory)).toThrow(
      ContentValidationError,
    );
  });

  it("gives the first item, or null with a warning when there is none; an invalid one throws in either mode", () => {
    const logger = recordingLogger();
    const parser = createEntryParser(false, logger);
    expect(parser.parseOne(collection([valid, invalid]), "category", categoryFieldsSchema, toCategory)).toEqual({
      id: "c1",
      name: "Costs",
      slug: "costs",
    });
    expect(parser.parseOne(collection([]), "category 'x'", categoryFieldsSchema, toCategory)).toBeNull();
    expect(logger.warnings).toEqual(["[content] No category 'x' found."]);
    expect(() => parser.parseOne(collection([invalid]), "category", categoryFieldsSchema, toCategory)).toThrow(
      ContentValidationError,
    );
  });
});
