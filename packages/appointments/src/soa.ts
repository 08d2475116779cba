/** The version of the Scope of Appointment wording; it changes whenever a statement does. */
export const SOA_VERSION = "soa-2026-10-01";

const STATEMENTS: readonly string[] = Object.freeze([
  "You do not have to join a plan. Meeting with us does not oblige you to enroll in anything.",
  "This meeting will not change your current Medicare coverage or your future enrollment, and no one will enroll you in a plan automatically.",
  "The agent you meet is a licensed insurance agent of our agency. The agent does not work for Medicare or for any government agency.",
  "The agent may be paid based on your enrollment in a plan.",
  "The agent will talk with you only about the types of products you chose. Before talking about any other type of product, you and the agent must first agree a new scope of appointment.",
]);

/** The Scope of Appointment statements, in plain words, in the order the page shows them. */
export function soaStatements(): readonly string[] {
  return STATEMENTS;
}

/** The statements as the SOA record stores them and the page shows them: one statement a line. */
export function soaText(): string {
  return STATEMENTS.join("\n");
}
