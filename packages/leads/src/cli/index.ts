/** The office's CLI, `pnpm leads`: wired into a script with the store and the process's streams. */
export { LEADS_USAGE, runLeadsCommand } from "./leads-cli.js";
export { noDatabaseMessage, runAppointmentsProgram, runLeadsProgram } from "./leads-program.js";
export { APPOINTMENTS_USAGE, OFFICE_TIME_ZONE, runAppointmentsCommand } from "./appointments-cli.js";
export type { LeadsProgramOptions } from "./leads-program.js";
export { auditKey, ERASURE_LOG, parsePersonQuery } from "./person-command.js";
export { streamWriter } from "./command-io.js";
export type { LeadsCommandIo, MoveSlot, TextWriter } from "./command-io.js";
export { CSV_COLUMNS, csvCell } from "./export-command.js";
export { formatLocalTime, parseSince } from "./text-format.js";
