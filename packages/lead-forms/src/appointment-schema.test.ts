import { describe, expect, it } from "vitest";
import {
  APPOINTMENT_FOR,
  APPOINTMENT_PRODUCTS,
  appointmentFormSchema,
  appointmentSubmissionSchema,
  leadFormSchema,
  MEETING_METHODS,
} from "./contract.js";

const booking = {
  products: ["part-d"],
  method: "phone",
  start: "2026-12-07T15:00:00.000Z",
  minutes: 30,
  firstName: "Ada",
  lastName: "Beneficiary",
  phone: "(662) 555-0142",
  email: "ada@example.com",
  zip: "38804",
  forWhom: "me",
  soaVersion: "soa-2026-10",
};

const messages = (input: unknown) => {
  const result = appointmentSubmissionSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the appointment contract", () => {
  it("lists the SOA products, meeting methods and who it is for with their exact labels", () => {
    expect(APPOINTMENT_PRODUCTS.map((each) => [each.id, each.label])).toEqual([
      ["medicare-advantage", "Medicare Advantage (Part C) and Cost plans"],
      ["part-d", "Prescription drug plans (Part D)"],
      ["medigap", "Medicare Supplement (Medigap)"],
      ["dental-vision-hearing", "Dental, vision or hearing"],
      ["hospital-indemnity", "Hospital indemnity"],
      ["not-sure", "I'm not sure yet: help me understand my options"],
    ]);
    expect(MEETING_METHODS.map((each) => [each.id, each.label])).toEqual([
      ["phone", "By phone"],
      ["office", "At our office"],
      ["video", "By video call"],
    ]);
    expect(APPOINTMENT_FOR.map((each) => [each.id, each.label])).toEqual([
      ["me", "Me"],
      ["someone-else", "Someone else"],
    ]);
  });

  it("accepts a booking for oneself, dropping unknown fields and any beneficiary fields", () => {
    const parsed = appointmentSubmissionSchema.parse({
      ...booking,
      beneficiaryFirstName: "Left",
      extra: "dropped",
    });
    expect(parsed).toMatchObject({ ...booking, source: "Book an Appointment" });
    expect(parsed.beneficiaryFirstName).toBeUndefined();
    expect("extra" in parsed).toBe(false);
  });

  it("asks for at least one product, no duplicates, a method, a time and who it is for", () => {
    expect(messages({ ...booking, products: [] }).products).toBe("Select at least one thing you'd like to talk about");
    expect(messages({ ...booking, products: ["part-d", "part-d"] }).products).toBe(
      "Select at least one thing you'd like to talk about",
    );
    expect(messages({ ...booking, products: ["flood-insurance"] })["products.0"]).toBe(
      "Select at least one thing you'd like to talk about",
    );
    expect(messages({ ...booking, method: "carrier-pigeon" }).method).toBe("Select how you'd like to meet");
    expect(messages({ ...booking, start: "next tuesday" }).start).toBe("Select a time");
    expect(messages({ ...booking, start: "2026-12-07T09:00:00-06:00" }).start).toBe("Select a time");
    expect(messages({ ...booking, forWhom: undefined }).forWhom).toBe("Select who the appointment is for");
  });

  it("gives the lead form's own messages for the person's fields", () => {
    const lead = leadFormSchema.safeParse({ firstName: "", lastName: "", email: "x", phone: "1", zipCode: "1" });
    const leadMessages = Object.fromEntries((lead.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    const mine = messages({ ...booking, firstName: "", lastName: "", email: "x", phone: "1", zip: "1" });
    expect(mine.firstName).toBe(leadMessages.firstName);
    expect(mine.lastName).toBe(leadMessages.lastName);
    expect(mine.email).toBe(leadMessages.email);
    expect(mine.phone).toBe(leadMessages.phone);
    expect(mine.zip).toBe(leadMessages.zipCode);
    expect(mine.firstName).toBe("First name is required");
  });

  it("requires the beneficiary's name and the relationship when it is for someone else", () => {
    expect(messages({ ...booking, forWhom: "someone-else" })).toEqual({
      beneficiaryFirstName: "Enter their first name.",
      beneficiaryLastName: "Enter their last name.",
      relationship: "Tell us how you are related to them, for example daughter or son.",
    });
    const parsed = appointmentSubmissionSchema.parse({
      ...booking,
      forWhom: "someone-else",
      beneficiaryFirstName: " Mae ",
      beneficiaryLastName: "Parent",
      relationship: "daughter",
    });
    expect(parsed).toMatchObject({
      beneficiaryFirstName: "Mae",
      beneficiaryLastName: "Parent",
      relationship: "daughter",
    });
  });

  it("the form schema checks the same questions without the SOA version", () => {
    const { soaVersion: _version, ...form } = booking;
    expect(appointmentFormSchema.safeParse(form).success).toBe(true);
    expect(appointmentSubmissionSchema.safeParse(form).success).toBe(false);
  });
});
