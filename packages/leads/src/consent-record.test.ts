import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contactConsentText, contactDisclosureText, leadDisclosureText } from "@tupelo-medicare/lead-forms/contract";
import { buildConsentRecord, servedWording, textVersion } from "./consent-record.js";

const at = new Date("2026-11-23T10:00:00.000Z");
const details = { brand: "Acme Medicare", weekdayHours: "Mon-Fri 9-5" };

describe("consent record", () => {
  it("keeps what the browser sent beside what the server served, with versions, the TPMO version, page and source", () => {
    const consentText = contactConsentText("Acme Medicare");
    const disclosureText = contactDisclosureText("Acme Medicare", "Mon-Fri 9-5");
    const record = buildConsentRecord({
      kind: "contact",
      raw: { name: "x", submissionContext: { consent: { consentText, disclosureText }, page: "/contact-us" } },
      source: "Website Contact Form",
      receivedAt: at,
      userAgent: "Mozilla/5.0 Test",
      tpmo: { text: "We do not offer every plan available in your area.", effectiveDate: "2026-10-01" },
      details,
    });
    expect(record).toEqual({
      consentText,
      consentVersion: textVersion(consentText),
      disclosureText,
      disclosureVersion: textVersion(disclosureText),
      served: {
        consentText,
        consentVersion: textVersion(consentText),
        disclosureText,
        disclosureVersion: textVersion(disclosureText),
      },
      wordingMatches: true,
      mismatch: null,
      tpmoDisclaimer: {
        version: textVersion("We do not offer every plan available in your area."),
        effectiveDate: "2026-10-01",
      },
      page: "/contact-us",
      source: "Website Contact Form",
      receivedAt: "2026-11-23T10:00:00.000Z",
      userAgent: "Mozilla/5.0 Test",
    });
  });

  it("serves the lead dialog's disclosure alone and the contact form's consent and disclosure", () => {
    expect(servedWording("lead", details)).toEqual({
      consentText: null,
      disclosureText: leadDisclosureText("Acme Medicare"),
    });
    expect(servedWording("contact", details).consentText).toBe(contactConsentText("Acme Medicare"));
  });

  it("flags wording that differs from what the server served", () => {
    const record = buildConsentRecord({
      kind: "lead",
      raw: { submissionContext: { consent: { disclosureText: "You agree to anything." } } },
      source: "s",
      receivedAt: at,
      userAgent: null,
      tpmo: null,
      details,
    });
    expect(record.wordingMatches).toBe(false);
    expect(record.mismatch).toBe("the disclosure text differs from the one served");
    expect(record.served?.disclosureText).toBe(leadDisclosureText("Acme Medicare"));
  });

  it("flags a contact submission that sent no consent text", () => {
    const record = buildConsentRecord({
      kind: "contact",
      raw: {
        submissionContext: { consent: { disclosureText: contactDisclosureText("Acme Medicare", "Mon-Fri 9-5") } },
      },
      source: "s",
      receivedAt: at,
      userAgent: null,
      tpmo: null,
      details,
    });
    expect(record).toMatchObject({ wordingMatches: false, mismatch: "the browser sent no consent text" });
  });

  it("leaves out malformed context instead of refusing the submission, and says so", () => {
    const record = buildConsentRecord({
      kind: "lead",
      raw: { submissionContext: { consent: { disclosureText: 42 }, page: "https://evil.example/" } },
      source: "s",
      receivedAt: at,
      userAgent: null,
      tpmo: null,
      details,
    });
    expect(record).toMatchObject({
      consentText: null,
      disclosureText: null,
      page: null,
      tpmoDisclaimer: null,
      userAgent: null,
      wordingMatches: false,
    });
    expect(record.mismatch).toContain("malformed submission context");
  });

  it("does not compare when the site's details are unknown", () => {
    const record = buildConsentRecord({
      kind: "lead",
      raw: {},
      source: "s",
      receivedAt: at,
      userAgent: null,
      tpmo: null,
      details: null,
    });
    expect(record).toMatchObject({ served: null, wordingMatches: null });
    expect(record.mismatch).toMatch(/^not compared/);
  });

  it("versions a text by its sha256, the same when it is asked again, past the remembered texts too", () => {
    const expected = (text: string) => `sha256:${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16)}`;
    const texts = Array.from({ length: 200 }, (_, index) => `Wording ${index} — “quoted” é`);
    for (const round of [1, 2])
      for (const text of texts) expect(textVersion(text), `round ${round}`).toBe(expected(text));
    expect(textVersion("a")).not.toBe(textVersion("b"));
  });
});
