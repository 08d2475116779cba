import { describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "@tupelo-medicare/lead-forms/contract";
import {
  answersOf,
  BOOKING_MESSAGES,
  EMPTY_ANSWERS,
  firstUnanswered,
  hiddenFields,
  knownZone,
  MAX_MORE,
  productsOf,
  stepErrors,
} from "./booking-answers.js";
import type { BookingAnswers } from "./booking-answers.js";

const complete: BookingAnswers = {
  ...EMPTY_ANSWERS,
  products: ["part-d"],
  method: "phone",
  start: "2026-12-07T15:00:00.000Z",
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(662) 555-0100",
  email: "ada@example.com",
  zip: "38801",
  forWhom: "me",
};

describe("answersOf", () => {
  it("reads every answer of a posted form, products repeated and known ones only, in the question's order", () => {
    const form = new URLSearchParams([
      ["products", "medigap"],
      ["products", "part-d"],
      ["products", "crypto"],
      ["products", "part-d"],
      ["method", "video"],
      ["start", " 2026-12-07T15:00:00.000Z "],
      ["zone", "America/New_York"],
      ["more", "2"],
      ["firstName", "Ada"],
      ["forWhom", "someone-else"],
      ["relationship", "daughter"],
    ]);
    const answers = answersOf(form);
    expect(answers.products).toEqual(["part-d", "medigap"]);
    expect(answers.method).toBe("video");
    expect(answers.start).toBe("2026-12-07T15:00:00.000Z");
    expect(answers.zone).toBe("America/New_York");
    expect(answers.more).toBe(2);
    expect(answers.firstName).toBe("Ada");
    expect(answers.forWhom).toBe("someone-else");
    expect(answers.relationship).toBe("daughter");
    expect(answers.email).toBe("");
  });

  it("drops tampered values: an unknown method, who-for, zone or page count; bounds every text to its limit plus one", () => {
    const long = "x".repeat(5_000);
    const answers = answersOf(
      new URLSearchParams({
        method: "carrier-pigeon",
        forWhom: "everyone",
        zone: "Not/A_Zone",
        more: "9999",
        firstName: long,
        email: long,
        start: long,
      }),
    );
    expect(answers.method).toBe("");
    expect(answers.forWhom).toBe("");
    expect(answers.zone).toBe("");
    expect(answers.more).toBe(MAX_MORE);
    expect(answers.firstName).toHaveLength(FIELD_LIMITS.firstName + 1);
    expect(answers.email).toHaveLength(FIELD_LIMITS.email + 1);
    expect(answers.start.length).toBeLessThanOrEqual(40);
    expect(answersOf(new URLSearchParams({ more: "-3" })).more).toBe(0);
    expect(answersOf(new URLSearchParams({ more: "1.5" })).more).toBe(0);
  });

  it("knows a zone only when the runtime does, and never a value shaped to reach a log or a header", () => {
    expect(knownZone("America/Chicago")).toBe("America/Chicago");
    expect(knownZone("Mars/Olympus_Mons")).toBe("");
    expect(knownZone("America/Chicago\r\nSet-Cookie: x")).toBe("");
  });

  it("reads products from a query's comma list as from a form's repeated field", () => {
    expect(productsOf(["part-d,medigap"])).toEqual(["part-d", "medigap"]);
    expect(productsOf([" part-d , nonsense "])).toEqual(["part-d"]);
    expect(productsOf([""])).toEqual([]);
  });
});

describe("stepErrors", () => {
  it("asks for at least one product, a method and a time, each with its own message", () => {
    expect(stepErrors("what", EMPTY_ANSWERS)).toEqual({ products: BOOKING_MESSAGES.products });
    expect(stepErrors("how", EMPTY_ANSWERS)).toEqual({ method: BOOKING_MESSAGES.method });
    expect(stepErrors("when", EMPTY_ANSWERS)).toEqual({ start: BOOKING_MESSAGES.start });
    // A time that is not one (a tampered form) is the server's checkSlot's to name.
    expect(stepErrors("when", { ...EMPTY_ANSWERS, start: "next Tuesday" })).toEqual({});
    expect(stepErrors("what", complete)).toEqual({});
    expect(stepErrors("how", complete)).toEqual({});
    expect(stepErrors("when", complete)).toEqual({});
  });

  it("checks About you with the lead form's rules and messages, and who the appointment is for", () => {
    const errors = stepErrors("about", { ...complete, email: "not-an-address", zip: "3880", forWhom: "" });
    expect(errors.email).toBe("Invalid email address");
    expect(errors.zip).toBe("Zip code must be at least 5 digits");
    expect(errors.forWhom).toBe(BOOKING_MESSAGES.forWhom);
    expect(errors.firstName).toBeUndefined();
    expect(stepErrors("about", complete)).toEqual({});
  });

  it("asks someone booking for another person for their name and the relationship, each bounded", () => {
    const someone = { ...complete, forWhom: "someone-else" };
    expect(stepErrors("about", someone)).toEqual({
      beneficiaryFirstName: BOOKING_MESSAGES.beneficiaryFirstName,
      beneficiaryLastName: BOOKING_MESSAGES.beneficiaryLastName,
      relationship: BOOKING_MESSAGES.relationship,
    });
    const named = { ...someone, beneficiaryFirstName: "Bea", beneficiaryLastName: "Lovelace", relationship: "mother" };
    expect(stepErrors("about", named)).toEqual({});
    expect(stepErrors("about", { ...named, relationship: "r".repeat(61) }).relationship).toBe(
      BOOKING_MESSAGES.relationshipTooLong,
    );
    expect(stepErrors("about", { ...named, beneficiaryFirstName: "b".repeat(FIELD_LIMITS.firstName + 1) })).toEqual({
      beneficiaryFirstName: `First name must be ${FIELD_LIMITS.firstName} characters or fewer`,
    });
  });

  it("names the first unanswered step, or none when every question is answered", () => {
    expect(firstUnanswered(EMPTY_ANSWERS)).toBe("what");
    expect(firstUnanswered({ ...complete, method: "" })).toBe("how");
    expect(firstUnanswered({ ...complete, phone: "" })).toBe("about");
    expect(firstUnanswered(complete)).toBeUndefined();
  });
});

describe("hiddenFields", () => {
  it("carries every answer but the step's own questions and the zone, products repeated, empty ones left out", () => {
    const answers = { ...complete, products: ["part-d", "medigap"], zone: "America/New_York", more: 1 };
    const onWhen = hiddenFields(answers, "when");
    expect(onWhen).toContainEqual(["products", "part-d"]);
    expect(onWhen).toContainEqual(["products", "medigap"]);
    expect(onWhen).toContainEqual(["more", "1"]);
    expect(onWhen.map(([name]) => name)).not.toContain("start");
    expect(onWhen.map(([name]) => name)).not.toContain("zone");
    expect(onWhen.map(([name]) => name)).not.toContain("beneficiaryFirstName");
    const onCheck = hiddenFields(answers, "check");
    expect(onCheck).toContainEqual(["start", complete.start]);
    expect(onCheck).toContainEqual(["email", complete.email]);
  });
});
