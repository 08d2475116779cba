import type { Synonyms } from "./types.js";

/** The built-in Medicare synonyms and common misspellings, applied at query time. */
export const DEFAULT_SYNONYMS: Synonyms = {
  groups: [
    ["medigap", "medicare supplement", "medicare supplement insurance", "supplemental insurance"],
    ["part d", "drug plan", "prescription drug plan", "drug coverage"],
    ["part c", "medicare advantage"],
    ["turning 65", "new to medicare", "65th birthday"],
    ["irmaa", "income related monthly adjustment amount", "higher income premium"],
    ["aep", "annual enrollment period", "open enrollment"],
    ["iep", "initial enrollment period"],
    ["sep", "special enrollment period"],
    ["gep", "general enrollment period"],
    ["extra help", "low income subsidy", "lis"],
    ["msp", "medicare savings program"],
    ["dental vision hearing", "dental vision and hearing", "add on coverage"],
    ["ma", "medicare advantage"],
    ["hmo", "health maintenance organization"],
    ["ppo", "preferred provider organization"],
    ["snp", "special needs plan"],
    ["rx", "prescription"],
  ],
  misspellings: {
    irma: "irmaa",
    irmma: "irmaa",
    irmmaa: "irmaa",
    iraa: "irmaa",
    ermaa: "irmaa",
    penelty: "penalty",
    penality: "penalty",
    panalty: "penalty",
    pentalty: "penalty",
    medigape: "medigap",
    "medi gap": "medigap",
    medgap: "medigap",
    medicaire: "medicare",
    medicade: "medicaid",
    medicad: "medicaid",
    "medicare part d": "part d",
    "turning sixty five": "turning 65",
    "turn 65": "turning 65",
    supplament: "supplement",
    suppliment: "supplement",
    perscription: "prescription",
    presciption: "prescription",
    deductable: "deductible",
    enrolment: "enrollment",
    enrolement: "enrollment",
    elegible: "eligible",
    eligable: "eligible",
  },
};

/** The built-in synonyms plus a site's own (its groups added, its misspellings winning). */
export function extendSynonyms(base: Synonyms, extra: Partial<Synonyms>): Synonyms {
  return {
    groups: [...base.groups, ...(extra.groups ?? [])],
    misspellings: { ...base.misspellings, ...extra.misspellings },
  };
}
