/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break as `\n`, and the other
 * control characters but tab dropped, so no text can end its line or start a property of its own.
 */
export function escapeText(text: string): string {
  const escaped = String(text)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  return withoutControls(escaped);
}

/**
 * A parameter value (RFC 5545 3.2), always in double quotes, with RFC 6868's caret encoding for what a quoted string
 * cannot hold: `^` as `^^`, `"` as `^'`, a line break as `^n`; other control characters but tab dropped.
 */
export function quotedParam(text: string): string {
  const encoded = String(text)
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, "^n");
  return `"${withoutControls(encoded)}"`;
}

/** A DATE-TIME in UTC (RFC 5545 3.3.5, form 2): `20261201T183005Z`, seconds kept, milliseconds dropped. */
export function utcDateTime(instant: Date): string {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime()))
    throw new RangeError("utcDateTime needs a valid Date");
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    `${String(instant.getUTCFullYear()).padStart(4, "0")}${two(instant.getUTCMonth() + 1)}${two(instant.getUTCDate())}` +
    `T${two(instant.getUTCHours())}${two(instant.getUTCMinutes())}${two(instant.getUTCSeconds())}Z`
  );
}

/**
 * One content line folded (RFC 5545 3.1): at most 75 octets of UTF-8 per line, each continuation starting with one
 * space, joined by CRLF; a character is never split.
 */
export function foldLine(line: string): string {
  if (/^[\x20-\x7e]*$/.test(line)) {
    if (line.length <= 75) return line;
    const ascii = [line.slice(0, 75)];
    for (let index = 75; index < line.length; index += 74) ascii.push(` ${line.slice(index, index + 74)}`);
    return ascii.join("\r\n");
  }
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > 75) {
      parts.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  parts.push(current);
  return parts.join("\r\n");
}

/** The content lines as a file: each folded at 75 octets and ended with CRLF. */
export function icalFile(lines: readonly string[]): string {
  let text = "";
  for (const line of lines) text += `${foldLine(line)}\r\n`;
  return text;
}

// Without RFC 5545's CONTROL characters (3.1: the C0 controls but tab, and DEL).
function withoutControls(text: string): string {
  let clean = true;
  for (let index = 0; index < text.length && clean; index += 1) {
    const code = text.charCodeAt(index);
    clean = code === 9 || (code >= 32 && code !== 127);
  }
  if (clean) return text;
  let kept = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === 9 || (code >= 32 && code !== 127)) kept += char;
  }
  return kept;
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}
