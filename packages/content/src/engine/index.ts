/**
 * A Contentful Delivery API (CDA) compatible engine over a Contentful export, with an in-process axios adapter
 * for contentful.js and a web-standard fetch handler for HTTP routes.
 */
export { createCdaEngine } from "./engine.js";
export { createCdaAdapter } from "./adapter.js";
export { createCdaFetchHandler } from "./fetch-handler.js";
export type { CdaEngine, CdaEngineOptions, CdaRequest, CdaResponse } from "./engine.js";
export type { CdaAdapterOptions, CdaAxiosAdapter } from "./adapter.js";
export type { CdaFetchHandlerOptions } from "./fetch-handler.js";
export type { ContentfulExport } from "../export-file/types.js";
