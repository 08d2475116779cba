/**
 * What every bench is made of: the built server as a child process, percentiles, a process's CPU and memory, and one
 * report (figures with goals, failures, the JSON result file). Each bench adds only what it measures.
 */
export { freePort, until, WEB_DIR } from "../../e2e/site-process.js";
export type { LogLine } from "../../e2e/site-process.js";
export { median, percentile, sleep } from "./stats.js";
export { RETRY_DELAYS, startSite } from "./site.js";
export type { Site, SiteOptions } from "./site.js";
export { sampleProcess, settled } from "./process.js";
export type { ProcessSample } from "./process.js";
export { cell, createReport, formatValue, machine } from "./report.js";
export type { Figure, Goal, Report } from "./report.js";
