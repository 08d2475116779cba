import { describe, expect, it } from "vitest";
import { parseJsonText } from "./space-file.js";

describe("parseJsonText", () => {
  it("reports JSON syntax errors with line and column", () => {
    const result = parseJsonText('{\n  "entries": [\n    {"a": 1,}\n  ]\n}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^JSON syntax error at line 3, column 13: /);
    const comma = parseJsonText('{\n  "contentTypes": [,\n}');
    expect(!comma.ok && comma.message).toBe("JSON syntax error at line 2, column 20: Unexpected token ','");
    const word = parseJsonText('{"a": tru}');
    expect(!word.ok && word.message).toMatch(/^JSON syntax error at line 1, column 10: /);
    const truncated = parseJsonText('{\n  "entries": [');
    expect(!truncated.ok && truncated.message).toMatch(
      /^JSON syntax error at line 2, column 15: Unexpected end of JSON input/,
    );
  });
});
