import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { contactFormSchema, contactSubmissionSchema, leadFormSchema, leadSubmissionSchema } from "./schemas.js";

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const lead = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "6625550142",
  zipCode: "38804",
};
const contact = {
  name: "Ada",
  email: "ada@example.com",
  phone: "",
  message: "Please call me about Medigap.",
  marketingConsent: true,
};

describe("lead form validation (docs/product.md: Form validation)", () => {
  it("accepts a complete lead", () => {
    expect(leadFormSchema.safeParse(lead).success).toBe(true);
  });
  it("gives the exact message under each field", () => {
    expect(
      messages(
        leadFormSchema.safeParse({
          firstName: "",
          lastName: " ",
          email: "not-an-email",
          phone: "662555",
          zipCode: "388",
        }),
      ),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phone: "Phone number must be at least 10 digits",
      zipCode: "Zip code must be at least 5 digits",
    });
  });
  it("checks phone and zip by length only", () => {
    expect(leadFormSchema.safeParse({ ...lead, phone: "(662) 555-0142", zipCode: "38804-1234" }).success).toBe(true);
  });
  it("refuses overlong values with a clear message", () => {
    expect(
      messages(
        leadFormSchema.safeParse({
          ...lead,
          firstName: "a".repeat(51),
          zipCode: "1".repeat(11),
          phone: "1".repeat(26),
        }),
      ),
    ).toEqual({
      firstName: "First name must be 50 characters or fewer",
      zipCode: "Zip code must be 10 characters or fewer",
      phone: "Phone number must be 25 characters or fewer",
    });
  });
  it("drops unknown fields such as health details or a Medicare number", () => {
    const parsed = leadFormSchema.parse({ ...lead, medicareNumber: "1EG4-TE5-MK73", diagnosis: "x" });
    expect(Object.keys(parsed)).toEqual(["firstName", "lastName", "email", "phone", "zipCode"]);
  });
  it("keeps markup as plain text", () => {
    expect(leadFormSchema.parse({ ...lead, firstName: "<script>alert(1)</script>" }).firstName).toBe(
      "<script>alert(1)</script>",
    );
  });
});

describe("contact form validation (docs/product.md: Form validation)", () => {
  it("accepts a message with an empty optional phone", () => {
    expect(contactFormSchema.safeParse(contact).success).toBe(true);
  });
  it("gives the exact messages", () => {
    expect(
      messages(
        contactFormSchema.safeParse({ name: "A", email: "x@", phone: "", message: "short", marketingConsent: false }),
      ),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
      marketingConsent: "You must consent to receive marketing communications to submit this form",
    });
  });
  it("refuses an overlong message", () => {
    expect(messages(contactFormSchema.safeParse({ ...contact, message: "a".repeat(2001) }))).toEqual({
      message: "Message must be 2000 characters or fewer",
    });
  });
});

describe("server-side submission schemas", () => {
  it("require the fixed lead type and an ISO timestamp", () => {
    const body = {
      ...lead,
      source: "Blog Sidebar",
      timestamp: "2026-11-22T10:00:00.000Z",
      leadType: "Medicare Guide Download",
    };
    expect(leadSubmissionSchema.safeParse(body).success).toBe(true);
    expect(leadSubmissionSchema.safeParse({ ...body, leadType: "Other" }).success).toBe(false);
    expect(leadSubmissionSchema.safeParse({ ...body, timestamp: "yesterday" }).success).toBe(false);
  });
  it("require consent and the fixed contact source", () => {
    const body = {
      ...contact,
      phone: "Not provided",
      source: "Website Contact Form",
      timestamp: "2026-11-22T10:00:00.000Z",
    };
    expect(contactSubmissionSchema.safeParse(body).success).toBe(true);
    expect(contactSubmissionSchema.safeParse({ ...body, marketingConsent: false }).success).toBe(false);
    expect(contactSubmissionSchema.safeParse({ ...body, source: "Elsewhere" }).success).toBe(false);
  });
});

describe("zod under a Content-Security-Policy without 'unsafe-eval'", () => {
  it("validates jitless once the schemas are imported: no `new Function`, which the CSP blocks and reports", () => {
    const compile = vi.spyOn(globalThis, "Function");
    const schema = z.object({ firstName: z.string() });
    expect(schema.parse({ firstName: "Ada" })).toEqual({ firstName: "Ada" });
    expect(leadFormSchema.safeParse({}).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});
