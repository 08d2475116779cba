/**
 * What the office's commands share (scripts/leads.ts, scripts/appointments.ts): the server's own configuration
 * (readAppEnv, which apps/web/src/server/main.ts reads at start, gives DATA_DIR, absolute with its default `.data`
 * taken from the working directory, and DATABASE_URL; a configuration the server would refuse is refused here with
 * the same message), and the process's streams, stdout waiting when it is a slow pipe so a long export never piles
 * up in memory. `pnpm serve` and the commands all run in apps/web, so a relative DATA_DIR means the same folder; in
 * production run them with the unit's environment (deploy/).
 */
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import type { LeadsProgramOptions, MoveSlot } from "@tupelo-medicare/leads";
import { readAppEnv } from "../src/env.js";
import type { AppEnv } from "../src/env.js";
import { checkMove } from "../src/tools/booking/move-slot.js";

/** `pnpm appointments reschedule`'s check: the site's appointment settings as published, as the booking flow reads them. */
function moveSlotOf(env: AppEnv): MoveSlot {
  return async (appointment, start, options) => {
    const settings = await createContentClientFromEnv(env.contentVariables).getAppointmentSettings();
    const checked = await checkMove(settings, appointment, start, options);
    return checked.ok ? checked : { ok: false, message: checked.message };
  };
}

type Program = (argv: string[], options: LeadsProgramOptions) => Promise<number>;

/** Runs `program` with this process's arguments, configuration and streams, and sets the exit code it answers. */
export async function runOfficeCommand(program: Program): Promise<void> {
  let env: ReturnType<typeof readAppEnv>;
  try {
    env = readAppEnv(process.env, process.cwd());
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  process.exitCode = await program(process.argv.slice(2), {
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    // A cancel or move made here queues the same e-mails as the site's (the running server sends them).
    mail: env.mail ? { reminderOffsetsMs: env.mail.reminderOffsetsMs, office: true } : undefined,
    moveSlot: moveSlotOf(env),
    stdout: (text) =>
      process.stdout.write(text) ? undefined : new Promise<void>((resolve) => process.stdout.once("drain", resolve)),
    stderr: (text) => {
      process.stderr.write(text);
    },
  });
}
