import { describe, expect, it } from "vitest";
import { EMPTY_FIELDS, fieldsFromQuery, queryFromFields } from "./timeline-query.js";

describe("the timeline's query", () => {
  it("reads dob, ss and coverageEnds", () => {
    expect(fieldsFromQuery("?dob=1961-08-15&ss=no&coverageEnds=2027-03")).toEqual({
      fields: { year: "1961", month: "8", day: "15", ss: "no", coverageYear: "2027", coverageMonth: "3" },
      asked: true,
    });
  });

  it("reads the form's own names (a submission made before the page's script ran)", () => {
    expect(fieldsFromQuery("?dobMonth=02&dobDay=30&dobYear=1960&ss=YES&coverageEndsMonth=&coverageEndsYear=")).toEqual({
      fields: { year: "1960", month: "2", day: "30", ss: "yes", coverageYear: "", coverageMonth: "" },
      asked: true,
    });
  });

  it("keeps nonsense out: letters dropped, unknown answers blank, nothing asked without a date or answer", () => {
    expect(fieldsFromQuery("?dob=19x61-<b>-15&ss=maybe").fields).toMatchObject({
      year: "1961",
      month: "",
      day: "15",
      ss: "",
    });
    expect(fieldsFromQuery("?page=2")).toEqual({ fields: EMPTY_FIELDS, asked: false });
  });

  it("writes dob=YYYY-MM-DD, ss and coverageEnds=YYYY-MM, keeping other parameters", () => {
    expect(
      queryFromFields(
        { year: "1961", month: "8", day: "5", ss: "yes", coverageYear: "2027", coverageMonth: "3" },
        "?utm_source=mail&dob=1",
      ),
    ).toBe("?utm_source=mail&dob=1961-08-05&ss=yes&coverageEnds=2027-03");
    expect(queryFromFields(EMPTY_FIELDS)).toBe("");
    const round = fieldsFromQuery(
      queryFromFields({ year: "1958", month: "12", day: "1", ss: "no", coverageYear: "", coverageMonth: "" }),
    );
    expect(round.fields).toEqual({
      year: "1958",
      month: "12",
      day: "1",
      ss: "no",
      coverageYear: "",
      coverageMonth: "",
    });
  });
});
