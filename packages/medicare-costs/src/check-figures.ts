import type {
  ExtraHelpFigures,
  IrmaaFigures,
  IrmaaTier,
  MedicareCostFigures,
  MedicareSavingsFigures,
  PartBFigures,
  PartDFigures,
  PovertyGuidelineFigures,
} from "./figures.js";

/** The answer of a figures check: the typed table, or one plain sentence per problem, each naming the field. */
export type FiguresCheck<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly string[] };

/** The largest dollar figure a table may hold; anything above is taken as a typing mistake. */
const MAX_DOLLARS = 100_000_000;

/** Checks a whole year's figures (as read from content) and says what is wrong with each malformed field. */
export function checkMedicareCostFigures(input: unknown): FiguresCheck<MedicareCostFigures> {
  const problems: string[] = [];
  if (!isRecord(input)) return fail(["The figures must be an object with year, partB, partD, irmaa and the rest."]);
  const year = input.year;
  if (!isYear(year)) problems.push(`year must be a whole year such as 2026; it is ${show(year)}.`);
  problems.push(
    ...problemsOf(checkPartBFigures(input.partB, "partB")),
    ...problemsOf(checkPartDFigures(input.partD, "partD")),
    ...problemsOf(checkIrmaaFigures(input.irmaa, "irmaa")),
    ...problemsOf(checkPovertyGuidelineFigures(input.povertyGuidelines, "povertyGuidelines")),
    ...problemsOf(checkExtraHelpFigures(input.extraHelp, "extraHelp")),
  );
  const savings = input.medicareSavings;
  if (!isRecord(savings)) problems.push("medicareSavings must be an object with federal and mississippi.");
  else {
    problems.push(
      ...problemsOf(checkMedicareSavingsFigures(savings.federal, "medicareSavings.federal")),
      ...problemsOf(checkMedicareSavingsFigures(savings.mississippi, "medicareSavings.mississippi")),
    );
  }
  if (isYear(year) && isRecord(input.irmaa) && isYear(input.irmaa.incomeYear) && input.irmaa.incomeYear !== year - 2) {
    problems.push(
      `irmaa.incomeYear must be 2 years before year (${year - 2} for ${year}); it is ${input.irmaa.incomeYear}.`,
    );
  }
  return problems.length > 0 ? fail(problems) : { ok: true, value: input as unknown as MedicareCostFigures };
}

/** Checks the Part B table: standard premium and deductible. */
export function checkPartBFigures(input: unknown, path = "partB"): FiguresCheck<PartBFigures> {
  if (!isRecord(input)) return fail([`${path} must be an object with standardPremium and deductible.`]);
  const problems = [
    ...figureProblems(input.standardPremium, `${path}.standardPremium`, "dollars"),
    ...figureProblems(input.deductible, `${path}.deductible`, "dollars"),
  ];
  return problems.length > 0 ? fail(problems) : { ok: true, value: input as unknown as PartBFigures };
}

/** Checks the Part D table: the national base beneficiary premium. */
export function checkPartDFigures(input: unknown, path = "partD"): FiguresCheck<PartDFigures> {
  if (!isRecord(input)) return fail([`${path} must be an object with basePremium.`]);
  const problems = figureProblems(input.basePremium, `${path}.basePremium`, "dollars");
  return problems.length > 0 ? fail(problems) : { ok: true, value: input as unknown as PartDFigures };
}

/** Checks the three IRMAA tables: rows in rising order, only the last without a top, amounts that never fall. */
export function checkIrmaaFigures(input: unknown, path = "irmaa"): FiguresCheck<IrmaaFigures> {
  if (!isRecord(input)) {
    return fail([`${path} must be an object with incomeYear, individual, joint and separateLivedTogether.`]);
  }
  const problems: string[] = [];
  if (!isYear(input.incomeYear)) {
    problems.push(`${path}.incomeYear must be a whole year such as 2024; it is ${show(input.incomeYear)}.`);
  }
  for (const table of ["individual", "joint", "separateLivedTogether"] as const) {
    problems.push(...tierTableProblems(input[table], `${path}.${table}`));
  }
  return problems.length > 0 ? fail(problems) : { ok: true, value: input as unknown as IrmaaFigures };
}

/** Checks the poverty guidelines: two yearly dollar amounts, the couple's larger. */
export function checkPovertyGuidelineFigures(
  input: unknown,
  path = "povertyGuidelines",
): FiguresCheck<PovertyGuidelineFigures> {
  if (!isRecord(input)) return fail([`${path} must be an object with householdOf1 and householdOf2.`]);
  const problems = [
    ...figureProblems(input.householdOf1, `${path}.householdOf1`, "dollars"),
    ...figureProblems(input.householdOf2, `${path}.householdOf2`, "dollars"),
  ];
  const one = valueOf(input.householdOf1);
  const two = valueOf(input.householdOf2);
  if (problems.length === 0 && one !== undefined && two !== undefined && two <= one) {
    problems.push(`${path}.householdOf2 (${two}) must be more than householdOf1 (${one}).`);
  }
  return problems.length > 0 ? fail(problems) : { ok: true, value: input as unknown as PovertyGuidelineFigures };
}

/** Checks one set of Medicare Savings Program rules: percentages in QMB < SLMB < QI order, a disregard, resources. */
export function checkMedicareSavingsFigures(
  input: unknown,
  path = "medicareSavings",
): FiguresCheck<MedicareSavingsFigures> {
  if (!isRecord(input)) {
    return fail([
      `${path} must be an object with qmbPercent, slmbPercent, qiPercent, incomeDisregard and the resource limits.`,
    ]);
  }
  const problems = [
    ...figureProblems(input.qmbPercent, `${path}.qmbPercent`, "percent"),
    ...figureProblems(input.slmbPercent, `${path}.slmbPercent`, "percent"),
    ...figureProblems(input.qiPercent, `${path}.qiPercent`, "percent"),
    ...figureProblems(input.incomeDisregard, `${path}.incomeDisregard`, "dollars"),
    ...figureProblems(input.resourceLimitIndividual, `${path}.resourceLimitIndividual`, "limit"),
    ...figureProblems(input.resourceLimitCouple, `${path}.resourceLimitCouple`, "limit"),
  ];
  if (problems.length === 0) {
    const qmb = valueOf(input.qmbPercent)!;
    const slmb = valueOf(input.slmbPercent)!;
    const qi = valueOf(input.qiPercent)!;
    if (!(qmb < slmb && slmb < qi)) {
      problems.push(`${path}: the percentages must rise from QMB to SLMB to QI; they are ${qmb}, ${slmb} and ${qi}.`);
    }
  }
  return problems.length > 0 ? fail(problems) : { ok: true, value: input as unknown as MedicareSavingsFigures };
}

/** Checks the Extra Help limits. */
export function checkExtraHelpFigures(input: unknown, path = "extraHelp"): FiguresCheck<ExtraHelpFigures> {
  if (!isRecord(input)) {
    return fail([`${path} must be an object with incomePercent, incomeDisregard and the resource limits.`]);
  }
  const problems = [
    ...figureProblems(input.incomePercent, `${path}.incomePercent`, "percent"),
    ...figureProblems(input.incomeDisregard, `${path}.incomeDisregard`, "dollars"),
    ...figureProblems(input.resourceLimitIndividual, `${path}.resourceLimitIndividual`, "dollars"),
    ...figureProblems(input.resourceLimitCouple, `${path}.resourceLimitCouple`, "dollars"),
  ];
  return problems.length > 0 ? fail(problems) : { ok: true, value: input as unknown as ExtraHelpFigures };
}

type FigureKind = "dollars" | "percent" | "limit";

function figureProblems(input: unknown, path: string, kind: FigureKind): string[] {
  if (!isRecord(input)) {
    return [`${path} is missing: it must be an object with value, source, effectiveYear and confirmed.`];
  }
  const problems = sourceProblems(input, path);
  const value = input.value;
  if (kind === "limit" && value === null) return problems;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    const what = kind === "percent" ? "a percentage of 0 or more" : "a dollar amount of 0 or more";
    const orNull = kind === "limit" ? " (or null for no limit)" : "";
    problems.push(`${path}.value must be ${what}${orNull}; it is ${show(value)}.`);
  } else if (kind === "percent" && value > 1000) {
    problems.push(`${path}.value is a percentage; ${value} is too large. Did you mean ${value / 100}?`);
  } else if (kind !== "percent" && value > MAX_DOLLARS) {
    problems.push(`${path}.value (${value}) is more than $100 million; please check it.`);
  } else if (kind !== "percent" && !isWholeCents(value)) {
    problems.push(`${path}.value must be in whole cents; it is ${value}.`);
  }
  return problems;
}

function sourceProblems(input: Record<string, unknown>, path: string): string[] {
  const problems: string[] = [];
  if (typeof input.source !== "string" || !/^https:\/\/\S+$/.test(input.source)) {
    problems.push(`${path}.source must be the https address of the official source; it is ${show(input.source)}.`);
  }
  if (!isYear(input.effectiveYear)) {
    problems.push(`${path}.effectiveYear must be a whole year such as 2026; it is ${show(input.effectiveYear)}.`);
  }
  if (typeof input.confirmed !== "boolean") {
    problems.push(`${path}.confirmed must be true or false; it is ${show(input.confirmed)}.`);
  }
  if (input.note !== undefined && typeof input.note !== "string") {
    problems.push(`${path}.note must be text when given; it is ${show(input.note)}.`);
  }
  if (input.confirmed === false && (typeof input.note !== "string" || input.note.trim() === "")) {
    problems.push(`${path} is not confirmed, so it needs a note saying why.`);
  }
  return problems;
}

function tierTableProblems(input: unknown, path: string): string[] {
  if (!Array.isArray(input) || input.length === 0) {
    return [`${path} must be a list of tiers, lowest income first; it is ${show(input)}.`];
  }
  const problems: string[] = [];
  const tiers = input as unknown[];
  tiers.forEach((row, index) => problems.push(...tierProblems(row, `${path}[${index}]`, index === tiers.length - 1)));
  if (problems.length > 0) return problems;
  const rows = tiers as IrmaaTier[];
  if (rows[0]!.partBAdjustment !== 0 || rows[0]!.partDAdjustment !== 0) {
    problems.push(`${path}[0] is the standard premium: its partBAdjustment and partDAdjustment must be 0.`);
  }
  for (let index = 1; index < rows.length; index += 1) {
    const before = rows[index - 1]!;
    const row = rows[index]!;
    if (row.upTo !== null && before.upTo !== null && row.upTo <= before.upTo) {
      problems.push(
        `${path}[${index}].upTo (${row.upTo}) must be more than the tier before it (${before.upTo}): lowest income first.`,
      );
    }
    if (row.partBAdjustment < before.partBAdjustment || row.partDAdjustment < before.partDAdjustment) {
      problems.push(`${path}[${index}]: the adjustments must not be smaller than the tier before it.`);
    }
  }
  return problems;
}

function tierProblems(input: unknown, path: string, last: boolean): string[] {
  if (!isRecord(input)) return [`${path} must be an object with upTo, includesUpTo and the two adjustments.`];
  const problems = sourceProblems(input, path);
  const upTo = input.upTo;
  if (last && upTo !== null) {
    problems.push(`${path} is the last tier, so upTo must be null (no top); it is ${show(upTo)}.`);
  } else if (!last && (typeof upTo !== "number" || !Number.isFinite(upTo) || upTo < 0)) {
    problems.push(`${path}.upTo must be a dollar amount; only the last tier has no top. It is ${show(upTo)}.`);
  }
  if (typeof input.includesUpTo !== "boolean") {
    problems.push(`${path}.includesUpTo must be true ("less than or equal to") or false ("less than").`);
  }
  for (const key of ["partBAdjustment", "partDAdjustment"] as const) {
    const amount = input[key];
    if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0 || !isWholeCents(amount)) {
      problems.push(`${path}.${key} must be a monthly dollar amount of 0 or more; it is ${show(amount)}.`);
    }
  }
  return problems;
}

function problemsOf(check: FiguresCheck<unknown>): readonly string[] {
  return check.ok ? [] : check.problems;
}

function fail(problems: readonly string[]): { readonly ok: false; readonly problems: readonly string[] } {
  return { ok: false, problems };
}

function valueOf(input: unknown): number | undefined {
  return isRecord(input) && typeof input.value === "number" ? input.value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isYear(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1966 && value <= 2200;
}

function isWholeCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

function show(value: unknown): string {
  if (value === undefined) return "missing";
  const text = (JSON.stringify(value) as string | undefined) ?? `a ${typeof value}`;
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
