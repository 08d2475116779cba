import { describe, expect, it } from "vitest";
import { validateTimelineInput } from "./validate.js";

const today = "2026-03-10";

describe("validateTimelineInput", () => {
  it("accepts a real birth date and answers, typed as ISO text or as separate form fields", () => {
    expect(validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: false, today })).toEqual({
      ok: true,
      value: {
        birthDate: { year: 1961, month: 8, day: 15 },
        getsBenefits: false,
        today: { year: 2026, month: 3, day: 10 },
      },
    });
    expect(
      validateTimelineInput({
        birthDate: { year: "1961", month: "08", day: " 15 " },
        getsBenefits: true,
        hasPartB: true,
        coverageEnds: { year: "2028", month: "3" },
        today: { year: 2026, month: 3, day: 10 },
      }),
    ).toEqual({
      ok: true,
      value: {
        birthDate: { year: 1961, month: 8, day: 15 },
        getsBenefits: true,
        hasPartB: true,
        coverageEnds: { year: 2028, month: 3 },
        today: { year: 2026, month: 3, day: 10 },
      },
    });
  });

  it("treats an empty coverage field as no job-based coverage", () => {
    for (const coverageEnds of ["", "  ", null, undefined, { year: "", month: "" }]) {
      const result = validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: false, coverageEnds, today });
      expect(result.ok && result.value.coverageEnds).toBe(undefined);
    }
  });

  it("says a date that does not exist is not a date", () => {
    expect(validateTimelineInput({ birthDate: "1961-02-30", getsBenefits: false, today })).toEqual({
      ok: false,
      errors: { birthDate: { kind: "no-such-day", message: "February 30, 1961 is not a date. Check the day." } },
    });
    expect(validateTimelineInput({ birthDate: { year: 1961, month: 13, day: 1 }, getsBenefits: false, today })).toEqual(
      {
        ok: false,
        errors: { birthDate: { kind: "no-such-month", message: "There is no month 13. Check the month." } },
      },
    );
  });

  it("asks for a missing or garbled birth date and a 4-digit year", () => {
    expect(validateTimelineInput({ birthDate: "", getsBenefits: false, today })).toMatchObject({
      errors: { birthDate: { kind: "required", message: "Please enter your birth date: month, day and year." } },
    });
    expect(
      validateTimelineInput({ birthDate: { year: "", month: "", day: "" }, getsBenefits: false, today }),
    ).toMatchObject({
      errors: { birthDate: { kind: "required" } },
    });
    expect(
      validateTimelineInput({ birthDate: { year: "19x1", month: "8", day: "15" }, getsBenefits: false, today }),
    ).toMatchObject({
      errors: { birthDate: { kind: "malformed" } },
    });
    expect(
      validateTimelineInput({ birthDate: { year: "61", month: "8", day: "15" }, getsBenefits: false, today }),
    ).toMatchObject({
      errors: {
        birthDate: { kind: "year-not-four-digits", message: "Please enter the year with 4 digits, like 1961." },
      },
    });
  });

  it("refuses a birth date after today", () => {
    expect(validateTimelineInput({ birthDate: "2026-03-11", getsBenefits: false, today })).toEqual({
      ok: false,
      errors: {
        birthDate: { kind: "in-future", message: "Your birth date can't be after today. Please check the year." },
      },
    });
  });

  it("asks to check the year for someone over 109", () => {
    // Today is March 10, 2026: born March 11, 1916 is still 109; born March 10, 1916 turns 110 today.
    expect(validateTimelineInput({ birthDate: "1916-03-11", getsBenefits: false, today }).ok).toBe(true);
    expect(validateTimelineInput({ birthDate: "1916-03-10", getsBenefits: false, today })).toEqual({
      ok: false,
      errors: {
        birthDate: {
          kind: "too-old",
          message: "Please check the year. A birth date in 1916 would make you 110 years old.",
        },
      },
    });
    expect(validateTimelineInput({ birthDate: "1900-05-01", getsBenefits: false, today })).toMatchObject({
      errors: { birthDate: { message: "Please check the year. A birth date in 1900 would make you 125 years old." } },
    });
  });

  it("sends someone whose IEP opens more than 2 years from today away with the month to come back", () => {
    // Born Jun 15, 1963: E = June 2028, IEP opens March 2028, exactly 24 months ahead: accepted.
    expect(validateTimelineInput({ birthDate: "1963-06-15", getsBenefits: false, today }).ok).toBe(true);
    // Born Jul 15, 1963: IEP opens April 2028, 25 months ahead: refused.
    expect(validateTimelineInput({ birthDate: "1963-07-15", getsBenefits: false, today })).toEqual({
      ok: false,
      errors: {
        birthDate: {
          kind: "too-early",
          message:
            "Your Medicare sign-up window opens in April 2028. This tool is for people within 2 years of that. Please come back in April 2026.",
        },
      },
    });
  });

  it("asks whether the person gets benefits", () => {
    expect(validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: undefined, today })).toEqual({
      ok: false,
      errors: {
        getsBenefits: {
          kind: "required",
          message: "Please answer yes or no: do you get Social Security or Railroad Retirement benefits?",
        },
      },
    });
  });

  it("says job coverage ending before Medicare does not change the dates", () => {
    expect(
      validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: false, coverageEnds: "2026-07", today }),
    ).toEqual({
      ok: false,
      errors: {
        coverageEnds: {
          kind: "before-medicare",
          message:
            "Your job coverage ends before August 2026, the first month you can have Medicare, so it does not change your dates. Please leave this blank.",
        },
      },
    });
    expect(
      validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: false, coverageEnds: "2026-08", today }).ok,
    ).toBe(true);
  });

  it("asks to check the year for a coverage end more than 10 years away", () => {
    expect(
      validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: false, coverageEnds: "2036-04", today }),
    ).toEqual({
      ok: false,
      errors: {
        coverageEnds: {
          kind: "too-far-future",
          message: "Please check the year. April 2036 is more than 10 years from now.",
        },
      },
    });
    expect(
      validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: false, coverageEnds: "2036-03", today }).ok,
    ).toBe(true);
    expect(
      validateTimelineInput({ birthDate: "1940-08-15", getsBenefits: false, coverageEnds: "2016-02", today }),
    ).toEqual({
      ok: false,
      errors: {
        coverageEnds: {
          kind: "too-far-past",
          message: "Please check the year. February 2016 is more than 10 years ago.",
        },
      },
    });
  });

  it("reports a malformed coverage month", () => {
    expect(
      validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: false, coverageEnds: "2028-13", today }),
    ).toMatchObject({
      errors: { coverageEnds: { kind: "no-such-month", message: "There is no month 13. Check the month." } },
    });
  });

  it("reports every field at once", () => {
    const result = validateTimelineInput({ birthDate: "1961-02-30", getsBenefits: null, coverageEnds: "later", today });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["birthDate", "coverageEnds", "getsBenefits"]);
  });

  it("reports a bad today (a programming error in the page)", () => {
    expect(validateTimelineInput({ birthDate: "1961-08-15", getsBenefits: false, today: "2026-02-30" })).toMatchObject({
      ok: false,
      errors: { today: { kind: "no-such-day" } },
    });
  });
});
