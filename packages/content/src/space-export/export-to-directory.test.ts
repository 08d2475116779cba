import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { exportSpaceToDirectory } from "./export-to-directory.js";
import { formatExportSummary, importCommand } from "./summary.js";
import { SpaceContentError } from "../export-file/validate-space.js";
import type { ContentfulExport } from "../export-file/types.js";

const embedded = (): ContentfulExport =>
  JSON.parse(readFileSync(new URL("../embedded/space.json", import.meta.url), "utf8")) as ContentfulExport;
const assetsSource = {
  urlPrefix: "/embedded-assets/",
  dir: fileURLToPath(new URL("../../embedded-assets", import.meta.url)),
};

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "space-export-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Where contentful-import --upload-assets reads an asset's file (lib/transform/transformers.ts and lib/tasks/push-to-space/assets.ts). */
function uploadPath(url: string, assetsDirectory: string): string {
  const upload = `${/^(http|https):\/\//i.test(url) ? "" : "https:"}${url}`;
  const [, assetPath] = upload.split("//");
  return join(assetsDirectory, assetPath ?? "");
}

describe("exportSpaceToDirectory", () => {
  it("writes space.json and an assets folder where --upload-assets finds every asset's file", async () => {
    const outDir = join(tempDir(), "content-export");
    const result = await exportSpaceToDirectory({ space: embedded(), outDir, assetsSource });
    expect(result.contentFile).toBe(join(outDir, "space.json"));
    expect(result.assetsDirectory).toBe(join(outDir, "assets"));

    const written = JSON.parse(readFileSync(result.contentFile, "utf8")) as ContentfulExport;
    expect(written).toEqual(result.space);
    expect(written.assets).toHaveLength(embedded().assets.length);
    for (const asset of written.assets) {
      for (const file of Object.values(asset.fields.file ?? {})) {
        const { url, details } = file as { url: string; details: { size: number } };
        const path = uploadPath(url, result.assetsDirectory);
        expect(existsSync(path), `${asset.sys.id}: ${path}`).toBe(true);
        expect(statSync(path).size).toBe(details.size);
      }
    }
    expect(result.assetBytes).toBe(
      written.assets.reduce(
        (sum, asset) => sum + (asset.fields.file?.["en-US"] as { details: { size: number } }).details.size,
        0,
      ),
    );
  });

  it("refuses, writing nothing, when an entry breaks its content type", async () => {
    const space = embedded();
    const post = space.entries.find((entry) => entry.sys.contentType?.sys.id === "pageBlogPost")!;
    delete post.fields.title;
    const outDir = join(tempDir(), "out");
    const error = await exportSpaceToDirectory({ space, outDir, assetsSource }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpaceContentError);
    expect((error as SpaceContentError).problems).toEqual([
      expect.objectContaining({ id: post.sys.id, field: "title", rule: "required" }),
    ]);
    expect((error as Error).message).toContain(
      `entry '${post.sys.id}' (pageBlogPost) field 'title' (en-US) [required]`,
    );
    expect(existsSync(outDir)).toBe(false);
  });

  it("refuses, writing nothing, when an asset's file is not in the assets folder", async () => {
    const space = embedded();
    const outDir = join(tempDir(), "out");
    const error = await exportSpaceToDirectory({
      space,
      outDir,
      assetsSource: { ...assetsSource, dir: tempDir() },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpaceContentError);
    expect((error as SpaceContentError).problems).toHaveLength(space.assets.length);
    expect((error as SpaceContentError).problems[0]).toMatchObject({ entity: "Asset", rule: "assetFile" });
    expect(existsSync(outDir)).toBe(false);
  });

  it("summarises the export and prints the import command for its folder", async () => {
    const outDir = join(tempDir(), "my export");
    const result = await exportSpaceToDirectory({ space: embedded(), outDir, assetsSource });
    const summary = formatExportSummary(result);
    expect(summary).toContain(
      `${result.space.entries.length} entries (${result.space.entries.length} published, 0 drafts)`,
    );
    expect(summary).toContain(
      `${result.space.contentTypes.length} editor interfaces (${result.space.contentTypes.length - 1} generated)`,
    );
    expect(summary).toContain("-> Entry 'missing-entry-for-tests'");
    expect(summary).toContain(importCommand(result));
    expect(importCommand(result)).toContain(`--content-file '${outDir}/space.json'`);
    expect(importCommand(result)).toContain(`--upload-assets --assets-directory '${outDir}/assets'`);
  });
});
