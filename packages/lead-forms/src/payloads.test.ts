import { describe, expect, it } from "vitest";
import { buildContactSubmission, buildLeadSubmission } from "./payloads.js";

const now = new Date("2026-11-22T15:04:05.678Z");

describe("buildLeadSubmission", () => {
  it("builds the lead webhook body (docs/product.md: Calls) in order, with the source, ISO time and fixed lead type", () => {
    const body = buildLeadSubmission(
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "6625550142", zipCode: "38804" },
      "Blog Sidebar",
      now,
    );
    expect(JSON.stringify(body)).toBe(
      '{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","phone":"6625550142","zipCode":"38804","source":"Blog Sidebar","timestamp":"2026-11-22T15:04:05.678Z","leadType":"Medicare Guide Download"}',
    );
  });
  it("defaults the source to 'Medicare Breakdown'", () => {
    expect(
      buildLeadSubmission(
        { firstName: "A", lastName: "B", email: "a@b.co", phone: "1234567890", zipCode: "12345" },
        undefined,
        now,
      ).source,
    ).toBe("Medicare Breakdown");
  });
});

describe("buildContactSubmission", () => {
  it("builds the lead webhook body (docs/product.md: Calls) in order with 'Not provided' for an empty phone", () => {
    const body = buildContactSubmission(
      { name: "Ada", email: "ada@example.com", phone: "", message: "Please call me.", marketingConsent: true },
      now,
    );
    expect(JSON.stringify(body)).toBe(
      '{"name":"Ada","email":"ada@example.com","phone":"Not provided","message":"Please call me.","marketingConsent":true,"source":"Website Contact Form","timestamp":"2026-11-22T15:04:05.678Z"}',
    );
  });
  it("keeps a given phone", () => {
    expect(
      buildContactSubmission(
        { name: "Ada", email: "a@b.co", phone: "662-555-0142", message: "0123456789", marketingConsent: true },
        now,
      ).phone,
    ).toBe("662-555-0142");
  });
});
