/** A life-changing event that lets Social Security use a more recent year's income for IRMAA (form SSA-44). */
export interface LifeChangingEvent {
  readonly id:
    | "marriage"
    | "divorce-or-annulment"
    | "death-of-spouse"
    | "work-stoppage"
    | "work-reduction"
    | "loss-of-income-producing-property"
    | "loss-of-pension-income"
    | "employer-settlement-payment";
  /** A short label for a checklist. */
  readonly label: string;
  /** One plain sentence saying what counts. */
  readonly description: string;
}

/** Where to read about and ask for a new IRMAA decision after a life-changing event. */
export const LIFE_CHANGING_EVENT_FORM = {
  name: "Form SSA-44, Medicare Income-Related Monthly Adjustment Amount - Life-Changing Event",
  formUrl: "https://www.ssa.gov/forms/ssa-44.pdf",
  aboutUrl: "https://www.ssa.gov/medicare/lower-irmaa",
  regulation: "20 CFR 418.1205",
} as const;

/** The eight life-changing events on form SSA-44 (20 CFR 418.1205), in the form's order, in plain words. */
export const LIFE_CHANGING_EVENTS: readonly LifeChangingEvent[] = [
  { id: "marriage", label: "You got married", description: "You married since the year of the tax return used." },
  {
    id: "divorce-or-annulment",
    label: "Your marriage ended",
    description: "You divorced, or your marriage was annulled.",
  },
  { id: "death-of-spouse", label: "Your spouse died", description: "You are a widow or widower." },
  {
    id: "work-stoppage",
    label: "You stopped working",
    description: "You or your spouse stopped working, for example because you retired.",
  },
  {
    id: "work-reduction",
    label: "You work fewer hours",
    description: "You or your spouse cut back the hours you work, or your pay went down.",
  },
  {
    id: "loss-of-income-producing-property",
    label: "You lost property that brought in income",
    description:
      "You or your spouse lost income from property through no fault of your own, for example a rental " +
      "destroyed by a natural disaster, or property lost to theft or fraud.",
  },
  {
    id: "loss-of-pension-income",
    label: "A pension stopped or went down",
    description: "You or your spouse lost pension income, or it was cut, for example because the plan ended.",
  },
  {
    id: "employer-settlement-payment",
    label: "You got a settlement from an employer",
    description:
      "You or your spouse received a settlement from an employer or former employer because it closed, went " +
      "bankrupt or reorganized.",
  },
];
