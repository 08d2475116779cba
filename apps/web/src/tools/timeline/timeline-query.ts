/**
 * The Medicare timeline's inputs as they live in the address, so a result can be bookmarked, shared with a
 * caregiver and opened again: `dob=YYYY-MM-DD`, `ss=yes|no`, `coverageEnds=YYYY-MM`. The form's own field names
 * (what a submission sends before the page's script runs) are read too.
 */
export interface TimelineFields {
  month: string;
  day: string;
  year: string;
  /** "yes" | "no" | "" (not answered). */
  ss: string;
  coverageMonth: string;
  coverageYear: string;
}

export const EMPTY_FIELDS: TimelineFields = {
  month: "",
  day: "",
  year: "",
  ss: "",
  coverageMonth: "",
  coverageYear: "",
};

/** The form's field names (the names a plain GET submission sends). */
export const FIELD_NAMES = {
  month: "dobMonth",
  day: "dobDay",
  year: "dobYear",
  ss: "ss",
  coverageMonth: "coverageEndsMonth",
  coverageYear: "coverageEndsYear",
} as const satisfies Record<keyof TimelineFields, string>;

const digits = (value: string | null, max: number) => (value ?? "").trim().replace(/[^\d]/g, "").slice(0, max);
const trimZero = (value: string) => value.replace(/^0+(?=\d)/, "");

/** The fields a query string holds ("" for anything missing); whether it asks for a timeline at all. */
export function fieldsFromQuery(search: string): { fields: TimelineFields; asked: boolean } {
  const query = new URLSearchParams(search);
  const fields = { ...EMPTY_FIELDS };
  const dob = query.get("dob");
  if (dob !== null) {
    const [year = "", month = "", day = ""] = dob.trim().split("-");
    Object.assign(fields, { year: digits(year, 4), month: trimZero(digits(month, 2)), day: trimZero(digits(day, 2)) });
  } else {
    Object.assign(fields, {
      year: digits(query.get(FIELD_NAMES.year), 4),
      month: trimZero(digits(query.get(FIELD_NAMES.month), 2)),
      day: trimZero(digits(query.get(FIELD_NAMES.day), 2)),
    });
  }
  const ss = (query.get("ss") ?? "").trim().toLowerCase();
  fields.ss = ss === "yes" || ss === "no" ? ss : "";
  const ends = query.get("coverageEnds");
  if (ends !== null) {
    const [year = "", month = ""] = ends.trim().split("-");
    Object.assign(fields, { coverageYear: digits(year, 4), coverageMonth: trimZero(digits(month, 2)) });
  } else {
    Object.assign(fields, {
      coverageYear: digits(query.get(FIELD_NAMES.coverageYear), 4),
      coverageMonth: trimZero(digits(query.get(FIELD_NAMES.coverageMonth), 2)),
    });
  }
  const asked = query.has("dob") || query.has(FIELD_NAMES.year) || query.has("ss");
  return { fields, asked };
}

const pad = (value: string, length: number) => value.padStart(length, "0");

/** The query string for the fields (`dob`, `ss`, and `coverageEnds` when given), other parameters kept. */
export function queryFromFields(fields: TimelineFields, current = ""): string {
  const query = new URLSearchParams(current);
  for (const name of ["dob", "ss", "coverageEnds", ...Object.values(FIELD_NAMES)]) query.delete(name);
  if (fields.year || fields.month || fields.day)
    query.set("dob", `${pad(fields.year, 4)}-${pad(fields.month, 2)}-${pad(fields.day, 2)}`);
  if (fields.ss) query.set("ss", fields.ss);
  if (fields.coverageYear || fields.coverageMonth)
    query.set("coverageEnds", `${pad(fields.coverageYear, 4)}-${pad(fields.coverageMonth, 2)}`);
  const text = query.toString();
  return text ? `?${text}` : "";
}
