/** Reads and parses a space file, with JSON syntax errors reported by line and column. */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

export type ParsedText = { ok: true; value: unknown } | { ok: false; message: string };

/** Line and column (1-based) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

class JsonSyntaxAt extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at ${offset}`);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Offset of the first JSON syntax error in `text` (a small recursive-descent scan), or undefined if it is valid. */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new JsonSyntaxAt(i);
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text.charAt(i))) i += 1;
  };
  const string = () => {
    i += 1;
    while (i < text.length) {
      const char = text.charAt(i);
      if (char === '"') {
        i += 1;
        return;
      }
      if (char === "\\") {
        const next = text.charAt(i + 1);
        if ('"\\/bfnrt'.includes(next) && next !== "") i += 2;
        else if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else fail();
      } else if (char < " ") fail();
      else i += 1;
    }
    fail();
  };
  const list = (close: string, item: () => void) => {
    i += 1;
    space();
    if (text.charAt(i) === close) {
      i += 1;
      return;
    }
    for (;;) {
      item();
      space();
      const char = text.charAt(i);
      if (char === close) {
        i += 1;
        return;
      }
      if (char !== ",") fail();
      i += 1;
    }
  };
  const value = (): void => {
    space();
    const char = text.charAt(i);
    if (char === "{") {
      return list("}", () => {
        space();
        if (text.charAt(i) !== '"') fail();
        string();
        space();
        if (text.charAt(i) !== ":") fail();
        i += 1;
        value();
      });
    }
    if (char === "[") return list("]", value);
    if (char === '"') return string();
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) {
      i = NUMBER.lastIndex;
      return;
    }
    const word = ["true", "false", "null"].find((candidate) => candidate.charAt(0) === char) ?? fail();
    for (const expected of word) {
      if (text.charAt(i) !== expected) fail();
      i += 1;
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return undefined;
  } catch (error) {
    if (error instanceof JsonSyntaxAt) return error.offset;
    throw error;
  }
}

/** JSON.parse with a message like `JSON syntax error at line 3, column 12: Unexpected token ','`. */
export function parseJsonText(text: string): ParsedText {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message)?.[1];
    const offset = jsonErrorOffset(text) ?? (position !== undefined ? Number(position) : text.length);
    const { line, column } = lineAndColumn(text, offset);
    const reason = message
      .replace(/\s*(?:in JSON )?at position \d+.*$/s, "")
      .replace(/,\s*(?:\.\.\.)?".*" is not valid JSON$/s, "")
      .replace(/\s*\(line \d+ column \d+\)/, "");
    return { ok: false, message: `JSON syntax error at line ${line}, column ${column}: ${reason}` };
  }
}

export type ReadText = { ok: true; text: string } | { ok: false; message: string };

export async function readSpaceText(file: string): Promise<ReadText> {
  try {
    return { ok: true, text: await readFile(file, "utf8") };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT" ? "the file does not exist" : error instanceof Error ? error.message : String(error);
    return { ok: false, message: `Cannot read space file ${file}: ${reason}` };
  }
}

/**
 * The embedded space file of this package when it is on disk (src/embedded/space.json, present in the
 * repository; a published package carries the space only inside dist/embedded.js).
 */
export function embeddedSpaceFile(): string | undefined {
  const candidates = [
    new URL("../embedded/space.json", import.meta.url),
    new URL("../src/embedded/space.json", import.meta.url),
  ];
  for (const candidate of candidates) {
    if (candidate.protocol !== "file:") continue;
    const path = fileURLToPath(candidate);
    if (existsSync(path)) return path;
  }
  return undefined;
}
