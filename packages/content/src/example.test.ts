import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("the README's runnable example", () => {
  it("reads the embedded space through the built package", () => {
    const output = execFileSync(process.execPath, [join(import.meta.dirname, "..", "examples", "read-content.mjs")], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "" },
    });
    expect(output).toMatch(/^15 blog posts\. Newest:\n- .+ \(2026-\d\d-\d\d\)\n/);
    expect(output).toContain("Page: What Is Medicare? A Plain-Language Introduction");
    expect(output).toContain("Categories: Caregiving, Community News, Enrollment");
  });
});
