/** The command line of `pnpm leads`: options, positionals, and the usage errors that exit with code 2. */
import type { LeadsCommandIo } from "./command-io.js";
import { printable } from "./text-format.js";

/** A mistake in the command line: exit code 2 with the usage. */
export class UsageError extends Error {}

export interface ParsedArgs {
  positionals: string[];
  options: Map<string, string | true>;
}

/** Parses `--name value`, `--name=value` and `--flag`; anything not declared is a usage error. */
export function parseArgs(args: string[], spec: { values?: string[]; flags?: string[] } = {}): ParsedArgs {
  const values = new Set(spec.values ?? []);
  const flags = new Set(spec.flags ?? []);
  const parsed: ParsedArgs = { positionals: [], options: new Map() };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (!arg.startsWith("--") || arg === "--") {
      if (arg !== "--") parsed.positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf("=");
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (flags.has(name)) {
      if (equals !== -1) throw new UsageError(`${name} takes no value.`);
      parsed.options.set(name, true);
    } else if (values.has(name)) {
      let value: string | undefined;
      if (equals !== -1) value = arg.slice(equals + 1);
      else {
        value = args[index + 1];
        if (value === undefined || value.startsWith("--")) throw new UsageError(`${name} needs a value.`);
        index += 1;
      }
      if (value === "") throw new UsageError(`${name} needs a value.`);
      if (parsed.options.has(name)) throw new UsageError(`${name} is given twice.`);
      parsed.options.set(name, value);
    } else {
      throw new UsageError(`Unknown option ${name}.`);
    }
  }
  return parsed;
}

export const optionValue = (parsed: ParsedArgs, name: string): string | undefined => {
  const value = parsed.options.get(name);
  return typeof value === "string" ? value : undefined;
};

/** Exactly the positionals a command takes (named for the messages), or a usage error. */
export function expectPositionals(parsed: ParsedArgs, command: string, names: string[]): string[] {
  const shown = names.map((name) => name.toUpperCase()).join(" ");
  if (parsed.positionals.length < names.length) throw new UsageError(`${command} needs ${shown}.`);
  if (parsed.positionals.length > names.length)
    throw new UsageError(
      `Unexpected argument ${parsed.positionals[names.length]!} after ${command}${names.length ? ` ${shown}` : ""}.`,
    );
  return parsed.positionals;
}

/**
 * Runs one command of a program (`pnpm leads`, `pnpm appointments`; argv without the program, a leading -- that
 * pnpm passes through dropped) and answers its exit code: a usage error prints the message and the usage (2), any
 * other error one line naming the program and command (1). Everything printed is made printable first.
 */
export async function runCommandLine(
  program: { name: string; usage: string },
  argv: string[],
  io: LeadsCommandIo,
  dispatch: (command: string | undefined, rest: string[], io: LeadsCommandIo, now: Date) => Promise<number>,
): Promise<number> {
  const now = (io.now ?? (() => new Date()))();
  const [command, ...rest] = argv[0] === "--" ? argv.slice(1) : argv;
  try {
    return await dispatch(command, rest, io, now);
  } catch (error) {
    if (error instanceof UsageError) {
      await io.stderr(`${printable(error.message)}\n${program.usage}\n`);
      return 2;
    }
    await io.stderr(
      `pnpm ${program.name} ${printable(command ?? "")}: ${printable(error instanceof Error ? error.message : String(error))}\n`,
    );
    return 1;
  }
}
