/** A situation the timeline does not cover; the UI shows it with the office's phone number. */
export interface OutOfScopeCase {
  readonly id:
    | "disability-under-65"
    | "kidney-failure"
    | "als"
    | "fewer-than-40-work-quarters"
    | "abroad-or-puerto-rico"
    | "not-a-citizen"
    | "federal-military-or-va-coverage";
  readonly title: string;
  readonly description: string;
}

/** The cases this tool does not cover, in plain language (see the notes' "Out of scope" list). */
export const outOfScopeCases: readonly OutOfScopeCase[] = [
  {
    id: "disability-under-65",
    title: "Under 65 with a disability",
    description:
      "If you get disability benefits, Medicare can start before 65, usually in your 25th month of benefits.",
  },
  {
    id: "kidney-failure",
    title: "Kidney failure (ESRD)",
    description:
      "If your kidneys have failed, Medicare usually starts in the 4th month of dialysis, and other rules apply.",
  },
  {
    id: "als",
    title: "ALS (Lou Gehrig's disease)",
    description: "With ALS, Medicare starts the first month you get disability benefits.",
  },
  {
    id: "fewer-than-40-work-quarters",
    title: "Fewer than 10 years of work",
    description:
      "If you or your spouse worked and paid Medicare taxes for less than 10 years (40 quarters), you may have to pay for Part A.",
  },
  {
    id: "abroad-or-puerto-rico",
    title: "Living outside the U.S. or in Puerto Rico",
    description: "Part B does not start on its own there, and the sign-up rules are different.",
  },
  {
    id: "not-a-citizen",
    title: "Not a U.S. citizen",
    description: "Different rules decide whether and when you can get Medicare.",
  },
  {
    id: "federal-military-or-va-coverage",
    title: "Federal retiree, TRICARE or VA coverage",
    description: "These kinds of coverage have their own rules about Part B. Please ask us before you decide.",
  },
];

/** Kinds of coverage that do NOT count as job-based coverage for the Part B Special Enrollment Period (R7). */
export const notJobBasedCoverage: readonly {
  readonly id: "cobra" | "retiree-plan" | "ichra";
  readonly description: string;
}[] = [
  { id: "cobra", description: "COBRA coverage after the job ends" },
  { id: "retiree-plan", description: "A retiree health plan" },
  { id: "ichra", description: "An individual coverage health reimbursement arrangement (ICHRA)" },
];
