/**
 * `pnpm content:export [--out DIR]`: writes the embedded space (content model, editor interfaces, locales, tags,
 * entries, assets) as DIR/space.json and its asset files as DIR/assets/ for `contentful space import`, after
 * checking every entry against its content type. Exits 1, writing nothing, when a check fails.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import {
  EXPORT_USAGE,
  SpaceContentError,
  exportSpaceToDirectory,
  formatExportSummary,
  parseSpaceFile,
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
  const space = parseSpaceFile(JSON.parse(await readFile(embeddedSpace, "utf8")));
  try {
    const result = await exportSpaceToDirectory({
      space,
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
