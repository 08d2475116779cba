import { describe, expect, it } from "vitest";
import { logText, MAX_LOGGED_LENGTH } from "./log-text.js";

describe("logText", () => {
  it("escapes newlines and other control characters so a value cannot start a forged log line", () => {
    const forged = "plan g\n[leads] delivered lead 123 to the CRM\r\n\u2028\u0007";
    const line = logText(forged);
    // eslint-disable-next-line no-control-regex -- the control characters must be gone
    expect(line).not.toMatch(/[\n\r\u2028\u0007]/);
    expect(line).toBe("plan g\\n[leads] delivered lead 123 to the CRM\\r\\n\\u2028\\u0007");
  });

  it("gives an error's name and message, or its stack on one line when asked", () => {
    const error = new TypeError("bad\nthing");
    expect(logText(error)).toBe("TypeError: bad\\nthing");
    const stack = logText(error, { stack: true });
    expect(stack.startsWith("TypeError: bad\\nthing\\n    at ")).toBe(true);
    expect(stack).not.toContain("\n");
  });

  it("cuts long values", () => {
    expect(logText("x".repeat(MAX_LOGGED_LENGTH + 50))).toBe(`${"x".repeat(MAX_LOGGED_LENGTH)}…`);
    expect(logText("abcdef", { max: 3 })).toBe("abc…");
  });
});
