import type { DirectoryExport } from "./export-to-directory.js";
import { defaultLocaleOf, willPublish } from "../export-file/validate-space.js";
import type { ExportEntity } from "../export-file/types.js";

const plural = (count: number, word: string, words = `${word}s`): string => `${count} ${count === 1 ? word : words}`;
const published = (entities: readonly ExportEntity[]): string => {
  const count = entities.filter(willPublish).length;
  return `${count} published, ${plural(entities.length - count, "draft")}`;
};
const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Quotes a path for a POSIX shell when it needs it. */
export function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The command that imports the export into a space (placeholders for the space id and the management token). */
export function importCommand(result: Pick<DirectoryExport, "contentFile" | "assetsDirectory">): string {
  return [
    "npx contentful-cli@3 space import --space-id <SPACE_ID> --management-token <CMA_TOKEN> \\",
    `  --content-file ${shellQuote(result.contentFile)} \\`,
    `  --upload-assets --assets-directory ${shellQuote(result.assetsDirectory)}`,
  ].join("\n");
}

/** What was written and what was left out, then the import command: the lines `pnpm content:export` prints. */
export function formatExportSummary(result: DirectoryExport): string {
  const { space } = result;
  const locale = defaultLocaleOf(space);
  const lines = [
    `Wrote ${result.contentFile}`,
    `  ${plural(space.contentTypes.length, "content type")} (published), ${plural(space.editorInterfaces?.length ?? 0, "editor interface")}` +
      ` (${result.generatedEditorInterfaces} generated), ${plural(space.locales.length, "locale")} (default ${locale}), ${plural(space.tags?.length ?? 0, "tag")}`,
    `  ${plural(space.entries.length, "entry", "entries")} (${published(space.entries)}), ${plural(space.assets.length, "asset")} (${published(space.assets)})`,
    `  every entry checked against its content type: no problems`,
    `Copied ${plural(result.uploads.length, "asset file")} (${megabytes(result.assetBytes)}) to ${result.assetsDirectory}`,
  ];
  if (result.remoteAssets.length > 0) {
    lines.push(
      `  ${plural(result.remoteAssets.length, "asset")} keep an absolute URL that Contentful fetches itself (not in assets/):`,
    );
    for (const asset of result.remoteAssets) lines.push(`    asset '${asset.assetId}' (${asset.locale}): ${asset.url}`);
  }
  if (result.droppedLinks.length > 0) {
    lines.push(
      `Left out ${plural(result.droppedLinks.length, "link")} to entities that are not in the space (Contentful would not publish them):`,
    );
    for (const link of result.droppedLinks) {
      lines.push(`  entry '${link.entryId}' field '${link.field}' (${link.locale}) -> ${link.linkType} '${link.id}'`);
    }
  }
  if (result.droppedKeys.length > 0)
    lines.push(`Left out (not part of a model and sample content): ${result.droppedKeys.join(", ")}`);
  lines.push(
    "",
    `Next: import it into a space whose default locale is ${locale} (a management token from Settings > CMA tokens;`,
    "contentful-cli 4 needs Node 22, 3 runs on Node 20):",
    "",
    importCommand(result),
    "",
    `Then read that space with createContentClient({ source: { type: "contentful", space: "<SPACE_ID>", accessToken: "<CDA_TOKEN>" } }).`,
  );
  return lines.join("\n");
}
