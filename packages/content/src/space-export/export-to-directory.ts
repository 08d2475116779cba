/**
 * Writes an export to a folder: `space.json` for `--content-file` and `assets/` for `--assets-directory`,
 * after checking every entry against its content type and every asset file on disk. Nothing is written when a
 * check fails.
 */
import { copyFile, mkdir, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { exportSpace } from "./export-space.js";
import type { AssetUpload, ExportSpaceOptions, SpaceExport } from "./export-space.js";
import { SpaceContentError, validateSpace } from "../export-file/validate-space.js";
import type { SpaceProblem } from "../export-file/validate-space.js";
import type { ContentfulExport } from "../export-file/types.js";

export interface ExportToDirectoryOptions extends ExportSpaceOptions {
  space: ContentfulExport;
  /** The folder to write; created if missing. Files already in it are overwritten, never deleted. */
  outDir: string;
  /** Where the files of site-relative asset URLs are: `/embedded-assets/blog/x.webp` → `<dir>/blog/x.webp`. */
  assetsSource: { urlPrefix: string; dir: string };
}

export interface DirectoryExport extends SpaceExport {
  /** `<outDir>/space.json`, absolute. */
  contentFile: string;
  /** `<outDir>/assets`, absolute. */
  assetsDirectory: string;
  /** Total size of the copied asset files. */
  assetBytes: number;
}

function sourceFile(upload: AssetUpload, source: ExportToDirectoryOptions["assetsSource"]): string | undefined {
  if (!upload.sourceUrl.startsWith(source.urlPrefix)) return undefined;
  try {
    return join(source.dir, decodeURIComponent(upload.sourceUrl.slice(source.urlPrefix.length)));
  } catch {
    return undefined;
  }
}

/** Exports `space` to `outDir`; throws a SpaceContentError listing every problem, before writing anything, if the export would not import cleanly. */
export async function exportSpaceToDirectory(options: ExportToDirectoryOptions): Promise<DirectoryExport> {
  const exported = exportSpace(options.space, options);
  const validation = validateSpace(exported.space, { forImport: true });
  const problems: SpaceProblem[] = [...exported.problems, ...(validation.ok ? [] : validation.problems)];
  const copies: Array<{ from: string; to: string; size: number }> = [];
  const contentFile = resolve(options.outDir, "space.json");
  const assetsDirectory = resolve(options.outDir, "assets");
  for (const upload of exported.uploads) {
    const where = {
      entity: "Asset" as const,
      id: upload.assetId,
      field: "file",
      locale: upload.locale,
      rule: "assetFile" as const,
    };
    const from = sourceFile(upload, options.assetsSource);
    if (!from) {
      problems.push({
        ...where,
        message: `${upload.sourceUrl} is not under ${options.assetsSource.urlPrefix}, so there is no local file to upload`,
      });
      continue;
    }
    const found = await stat(from).catch(() => undefined);
    if (!found?.isFile()) {
      problems.push({ ...where, message: `the file ${from} (for ${upload.sourceUrl}) does not exist` });
      continue;
    }
    copies.push({ from, to: join(assetsDirectory, upload.path), size: found.size });
  }
  if (problems.length > 0) throw new SpaceContentError(problems, "The export");

  await mkdir(assetsDirectory, { recursive: true });
  for (const { from, to } of copies) {
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
  }
  await writeFile(contentFile, JSON.stringify(exported.space, null, 2) + "\n");
  return { ...exported, contentFile, assetsDirectory, assetBytes: copies.reduce((sum, copy) => sum + copy.size, 0) };
}
