export { escapeText, foldLine, icalFile, quotedParam, utcDateTime } from "./writer.js";
