/**
 * `pnpm leads list | show ID | export | stats | retry ID | purge | find TEXT | erase TEXT | backup FILE |
 * restore FILE`: the office's view of the leads database (see packages/leads/README.md), with the server's own
 * configuration (office-command.ts). runLeadsProgram never creates a database: with none where this configuration
 * points, a command says so (naming the path) and exits 1.
 */
import { runLeadsProgram } from "@tupelo-medicare/leads";
import { runOfficeCommand } from "./office-command.js";

await runOfficeCommand(runLeadsProgram);
