import { existsSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { runuserPath } from "./postgres.js";

const savedPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = savedPath;
});

describe("runuserPath", () => {
  it("finds runuser by its full path when PATH lacks /usr/sbin (as in a non-login root shell)", () => {
    process.env.PATH = "/usr/bin:/bin";
    const found = runuserPath();
    // Debian's util-linux (on every machine these tests run on) puts it in /usr/sbin.
    expect(found).toBe("/usr/sbin/runuser");
    expect(existsSync(found!)).toBe(true);
  });
});
