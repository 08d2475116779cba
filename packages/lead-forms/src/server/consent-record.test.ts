import { describe, expect, it } from "vitest";
import { contactConsentText, contactDisclosureText } from "../consent-text.js";
import { buildConsentRecord, textVersion } from "./consent-record.js";

const at = new Date("2026-11-23T10:00:00.000Z");

describe("consent record", () => {
  it("keeps the exact wording shown with version hashes, the TPMO disclaimer version, page, source, time and user agent", () => {
    const consentText = contactConsentText("Acme Medicare");
    const disclosureText = contactDisclosureText("Acme Medicare", "Mon-Fri 9-5");
    const record = buildConsentRecord({
      raw: { name: "x", submissionContext: { consent: { consentText, disclosureText }, page: "/contact-us" } },
      source: "Website Contact Form",
      receivedAt: at,
      userAgent: "Mozilla/5.0 Test",
      tpmo: { text: "We do not offer every plan available in your area.", effectiveDate: "2026-10-01" },
    });
    expect(record).toEqual({
      consentText,
      consentVersion: textVersion(consentText),
      disclosureText,
      disclosureVersion: textVersion(disclosureText),
      tpmoDisclaimer: {
        version: textVersion("We do not offer every plan available in your area."),
        effectiveDate: "2026-10-01",
      },
      page: "/contact-us",
      source: "Website Contact Form",
      receivedAt: "2026-11-23T10:00:00.000Z",
      userAgent: "Mozilla/5.0 Test",
    });
    expect(textVersion(consentText)).not.toBe(textVersion(contactConsentText("Other Agency")));
  });

  it("leaves out malformed context instead of refusing the submission", () => {
    const record = buildConsentRecord({
      raw: { submissionContext: { consent: { disclosureText: 42 }, page: "https://evil.example/" } },
      source: "s",
      receivedAt: at,
      userAgent: null,
      tpmo: null,
    });
    expect(record).toMatchObject({
      consentText: null,
      disclosureText: null,
      page: null,
      tpmoDisclaimer: null,
      userAgent: null,
    });
  });
});
