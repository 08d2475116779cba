import { describe, expect, it } from "vitest";
import { readExportOptions } from "./options.js";

describe("readExportOptions", () => {
  it("writes to content-export/ in the folder pnpm was started in (INIT_CWD), not the package folder", () => {
    expect(readExportOptions([], { INIT_CWD: "/home/me/site" }, "/home/me/site/packages/content")).toEqual({
      outDir: "/home/me/site/content-export",
      assetHost: "assets.local",
      help: false,
    });
  });

  it("resolves a relative --out against INIT_CWD, else the working folder; an absolute one stays", () => {
    expect(readExportOptions(["--out", "exports/today"], { INIT_CWD: "/home/me/site" }, "/elsewhere").outDir).toBe(
      "/home/me/site/exports/today",
    );
    expect(readExportOptions(["--out=out"], {}, "/work").outDir).toBe("/work/out");
    expect(readExportOptions(["--out", "/tmp/export-check"], { INIT_CWD: "/home/me/site" }, "/work").outDir).toBe(
      "/tmp/export-check",
    );
  });

  it("reads --asset-host and --help", () => {
    expect(readExportOptions(["--asset-host", "www.example.com", "-h"], {}, "/work")).toMatchObject({
      assetHost: "www.example.com",
      help: true,
    });
  });

  it("refuses unknown options and stray arguments", () => {
    expect(() => readExportOptions(["--outdir", "x"], {}, "/work")).toThrow(/--outdir/);
    expect(() => readExportOptions(["x"], {}, "/work")).toThrow();
  });
});
