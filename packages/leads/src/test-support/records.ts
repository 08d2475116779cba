/** Sample submissions for tests (fictional people at example.com). */
import type { ConsentRecord } from "../types.js";

export const sampleLead = (index = 1) => ({
  firstName: "Test",
  lastName: `Lead ${index}`,
  email: `lead-${index}@example.com`,
  phone: "(555) 555-0123",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: "2026-11-20T15:00:00.000Z",
  leadType: "Medicare Guide Download",
});

export const sampleConsent = (overrides: Partial<ConsentRecord> = {}): ConsentRecord => ({
  consentText: null,
  consentVersion: null,
  disclosureText: "By requesting the guide, you agree.",
  disclosureVersion: "sha256:0000000000000000",
  served: null,
  wordingMatches: null,
  mismatch: null,
  tpmoDisclaimer: null,
  page: "/blog/a-post",
  source: "Blog Sidebar",
  receivedAt: "2026-11-20T15:00:00.000Z",
  userAgent: "test",
  ...overrides,
});
