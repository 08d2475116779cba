/**
 * `pnpm content:export [--out DIR]`: writes the embedded space (content model, editor interfaces, locales, tags,
 * entries, assets) as DIR/space.json and its asset files as DIR/assets/ for `contentful space import`, after
 * checking the file with `validateSpace` as served and then as an import. Exits 1, writing nothing, when a check fails.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { SpaceContentError, validateSpace } from "../src/export-file/validate-space.js";
import {
  EXPORT_USAGE,
  exportSpaceToDirectory,
  formatExportSummary,
  readExportOptions,
} from "../src/space-export/index.js";
import type { ExportCommandOptions } from "../src/space-export/index.js";

const embeddedSpace = fileURLToPath(new URL("../src/embedded/space.json", import.meta.url));
const embeddedAssets = fileURLToPath(new URL("../embedded-assets", import.meta.url));

async function main(): Promise<void> {
  let options: ExportCommandOptions;
  try {
    options = readExportOptions(process.argv.slice(2), process.env, process.cwd());
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${EXPORT_USAGE}`);
    process.exitCode = 1;
    return;
  }
  if (options.help) {
    console.info(EXPORT_USAGE);
    return;
  }
  const source = validateSpace(JSON.parse(await readFile(embeddedSpace, "utf8")));
  try {
    if (!source.ok) throw new SpaceContentError(source.problems, `The space file ${embeddedSpace}`);
    const result = await exportSpaceToDirectory({
      space: source.space,
      outDir: options.outDir,
      assetHost: options.assetHost,
      assetsSource: { urlPrefix: "/embedded-assets/", dir: embeddedAssets },
    });
    console.info(formatExportSummary(result));
  } catch (error) {
    if (!(error instanceof SpaceContentError)) throw error;
    console.error(
      `${error.message}\n\nNothing was written to ${options.outDir}. Fix the content (scripts/space/) and run it again.`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
