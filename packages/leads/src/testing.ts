/**
 * For tests and benchmarks of a site built on this package: a throwaway PostgreSQL cluster (Debian's postgresql
 * package, started as the `postgres` user when run as root) and a free loopback port. Not for production use.
 */
export { startTestPostgres, postgresBinDir, freePort } from "./test-support/postgres.js";
export type { TestPostgres } from "./test-support/postgres.js";
