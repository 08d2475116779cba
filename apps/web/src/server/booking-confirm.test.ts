/**
 * The booking's fields as Confirm hands them to the leads core: the answers trimmed, the beneficiary only when the
 * visitor books for someone else, the SOA version the Check page showed, the page it came from, and the trap field
 * only when a bot filled it. Confirm's outcomes, page by page, are held by booking-post.test.ts.
 */
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, SUBMISSION_CONTEXT_KEY } from "@tupelo-medicare/lead-forms/contract";
import { answersOf } from "../tools/booking/booking-answers.js";
import { bookingFields } from "./booking-confirm.js";

const start = new Date("2026-12-11T15:00:00.000Z");
const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    products: "part-d",
    method: "phone",
    start: start.toISOString(),
    firstName: "  Ada ",
    lastName: "Lovelace ",
    phone: " 662-555-0100",
    email: "ada@example.com ",
    zip: " 38801 ",
    soaVersion: "2026-01",
    ...fields,
  });

describe("the booking's fields", () => {
  it("for oneself: trimmed, no beneficiary, the SOA version and the page, no trap field", () => {
    const sent = form({ forWhom: "me", beneficiaryFirstName: "Not sent" });
    expect(bookingFields(answersOf(sent), sent, start, 30)).toEqual({
      products: ["part-d"],
      method: "phone",
      start: start.toISOString(),
      minutes: 30,
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "662-555-0100",
      email: "ada@example.com",
      zip: "38801",
      forWhom: "me",
      soaVersion: "2026-01",
      [SUBMISSION_CONTEXT_KEY]: { page: "/book" },
    });
  });

  it("for someone else: their name and the relationship, trimmed; a filled trap field goes along", () => {
    const sent = form({
      forWhom: "someone-else",
      beneficiaryFirstName: " Grace ",
      beneficiaryLastName: "Hopper ",
      relationship: " daughter ",
      [HONEYPOT_FIELD]: "https://spam.example",
    });
    expect(bookingFields(answersOf(sent), sent, start, 45)).toMatchObject({
      forWhom: "someone-else",
      beneficiaryFirstName: "Grace",
      beneficiaryLastName: "Hopper",
      relationship: "daughter",
      minutes: 45,
      [HONEYPOT_FIELD]: "https://spam.example",
    });
  });
});
