/**
 * Exporting the content model and sample content for `contentful space import` (not part of the package's public
 * entry points); the file is checked by `validateSpace` of ../export-file.
 */
export { exportSpace, DEFAULT_ASSET_HOST, EXPORTED_KEYS } from "./export-space.js";
export type { AssetUpload, DroppedLink, ExportSpaceOptions, SpaceExport } from "./export-space.js";
export { exportSpaceToDirectory } from "./export-to-directory.js";
export type { DirectoryExport, ExportToDirectoryOptions } from "./export-to-directory.js";
export { buildEditorInterface, controlForField } from "./editor-interfaces.js";
export { formatExportSummary, importCommand } from "./summary.js";
export { readExportOptions, EXPORT_USAGE, DEFAULT_OUT_DIR } from "./options.js";
export type { ExportCommandOptions } from "./options.js";
