/**
 * `pnpm appointments list | today | show ID | export [--since DATE] [--format csv|json] | cancel ID |
 * cancel --booked-since TIME [--booked-until TIME] --yes | reschedule ID --at TIME`: the office's view of the bookings (see
 * packages/leads/README.md, "Appointments"), with the server's own configuration (office-command.ts).
 * runAppointmentsProgram never creates a database: with none where this configuration points, a command says so
 * (naming the path) and exits 1.
 */
import { runAppointmentsProgram } from "@tupelo-medicare/leads";
import { runOfficeCommand } from "./office-command.js";

await runOfficeCommand(runAppointmentsProgram);
