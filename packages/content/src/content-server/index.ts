/**
 * A local Contentful-compatible content server (Node only): the Delivery API over a Contentful export file,
 * reloaded on change, with Contentful-shaped (optionally signed) webhooks and failure hooks for tests.
 * `pnpm content:serve` runs it from the environment.
 */
export { createContentServer } from "./content-server.js";
export type { ContentServer, ContentServerHealth, ContentServerOptions } from "./content-server.js";
export type { ContentServerLogger } from "./logger.js";
export { readContentServerEnv, contentServerEnvSchema } from "./env.js";
export type { ContentServerEnv, ReadContentServerEnvOptions } from "./env.js";
export { validateSpace, describeProblems, formatSpaceProblem } from "../export-file/validate-space.js";
export type { SpaceProblem, SpaceRule, SpaceValidation, ValidateSpaceOptions } from "../export-file/validate-space.js";
export { embeddedSpaceFile } from "./space-file.js";
export type { ContentfulExport, ExportEntity } from "../export-file/types.js";
