/**
 * For tests and benchmarks of a site built on this package: a throwaway PostgreSQL cluster (Debian's postgresql
 * package, started as the `postgres` user when run as root), a free loopback port and an SMTP server. Not for
 * production use.
 */
export { startTestPostgres, postgresBinDir, freePort } from "./test-support/postgres.js";
export type { TestPostgres } from "./test-support/postgres.js";
/** A real SMTP server on loopback that keeps what it accepts (needs the `smtp-server` package installed). */
export { startSmtp, parseMail } from "./test-support/smtp.js";
export type { ReceivedMail, SmtpOptions, TestSmtp } from "./test-support/smtp.js";
