import { describe, expect, it } from "vitest";
import { appointmentMessage } from "./message.js";
import type { AppointmentMessageInput, MessageAudience, MessageKind } from "./message.js";

const input: AppointmentMessageInput = {
  kind: "confirmation",
  audience: "visitor",
  timeZone: "America/Chicago",
  appointment: {
    start: "2026-12-07T16:30:00.000Z", // Monday, December 7, 10:30 AM CST
    end: "2026-12-07T17:00:00.000Z",
    method: "phone",
    products: [
      { id: "medicare-advantage", label: "Medicare Advantage (Part C)" },
      { id: "part-d", label: "Prescription drug plans (Part D)" },
    ],
    beneficiary: { firstName: "Mary", lastName: "Smith" },
    representative: null,
    contact: { email: "mary.smith@example.com", phone: "(662) 555-0199", zip: "38804" },
  },
  office: {
    name: "Tupelo Medicare",
    phone: "(662) 555-0100",
    tty: "711",
    address: "123 Main Street, Tupelo, MS 38804",
    email: "office@tupelomedicare.example",
  },
  manageUrl: "https://tupelomedicare.example/book/manage?t=YXBwdC00Mg.c2lnbmF0dXJl",
};

const kinds: MessageKind[] = ["confirmation", "reminder", "moved", "cancelled"];
const audiences: MessageAudience[] = ["visitor", "office"];

function message(
  change: Partial<AppointmentMessageInput> = {},
  appointment: Partial<AppointmentMessageInput["appointment"]> = {},
) {
  const audience = change.audience ?? input.audience;
  return appointmentMessage({
    ...input,
    manageUrl: audience === "office" ? null : input.manageUrl,
    ...change,
    appointment: { ...input.appointment, ...appointment },
  });
}

// The words a reader sees in the HTML: tags dropped, entities decoded.
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<\/(p|h1)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

describe("appointmentMessage to the visitor", () => {
  it("confirms the day, time, how, what, the office's phone and TTY and the change-or-cancel link", () => {
    const { subject, text, html } = message();
    expect(subject).toBe("Your appointment is booked: Monday, December 7 at 10:30 AM");
    expect(text).toContain("Your appointment is booked");
    expect(text).toContain("Hello Mary,");
    expect(text).toContain("When: Monday, December 7 at 10:30 AM Central Time (30 minutes)");
    expect(text).toContain("How: By phone. We will call you at (662) 555-0199.");
    expect(text).toContain("What: Medicare Advantage (Part C); Prescription drug plans (Part D)");
    expect(text).toContain("Change or cancel:\nhttps://tupelomedicare.example/book/manage?t=YXBwdC00Mg.c2lnbmF0dXJl");
    expect(text).toContain("call us at (662) 555-0100 (TTY 711).");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<a href="tel:+16625550100"');
    expect(html).toContain('<a href="tel:711"');
    expect(html).toContain('href="https://tupelomedicare.example/book/manage?t=YXBwdC00Mg.c2lnbmF0dXJl"');
    expect(html).toContain(">Change or cancel</a>");
    expect(html).toMatch(/font-size:20px/);
  });

  it("says each method as the booking pages do", () => {
    expect(message({}, { method: "office" }).text).toContain("How: At our office: 123 Main Street, Tupelo, MS 38804.");
    expect(message({}, { method: "video" }).text).toContain("How: By video call. We will send you the video link");
    const noAddress = appointmentMessage({
      ...input,
      appointment: { ...input.appointment, method: "office" },
      office: { name: "Tupelo Medicare", phone: "(662) 555-0100" },
    });
    expect(noAddress.text).toContain("How: At our office. Call us at (662) 555-0100 for the address.");
    expect(noAddress.text).not.toContain("TTY");
  });

  it("writes a reminder, a move with the old time, and a cancel", () => {
    const reminder = message({ kind: "reminder" });
    expect(reminder.subject).toBe("Reminder: your appointment is on Monday, December 7 at 10:30 AM");
    expect(reminder.text).toContain("When: Monday, December 7 at 10:30 AM Central Time");
    const moved = message({ kind: "moved" }, { previousStart: "2026-12-04T15:00:00.000Z" });
    expect(moved.subject).toBe("Your appointment has moved to Monday, December 7 at 10:30 AM");
    expect(moved.text).toContain("It was Friday, December 4 at 9:00 AM Central Time.");
    expect(moved.text).toContain("New time: Monday, December 7 at 10:30 AM Central Time (30 minutes)");
    expect(moved.text).toContain("Change or cancel:");
    const cancelled = message({ kind: "cancelled" });
    expect(cancelled.subject).toBe("Your appointment is cancelled");
    expect(cancelled.text).toContain("Your appointment on Monday, December 7 at 10:30 AM Central Time is cancelled.");
    expect(cancelled.text).toContain("To book a new time, call us at (662) 555-0100 (TTY 711).");
    // The link would no longer work once the appointment is cancelled.
    expect(cancelled.text).not.toContain("manage?t=");
    expect(cancelled.html).not.toContain("manage?t=");
  });

  it("greets the representative and names who the appointment is for", () => {
    const { text } = message({}, { representative: { name: "Ann Smith", relationship: "daughter" } });
    expect(text).toContain("Hello Ann Smith,");
    expect(text).toContain("The appointment is for Mary Smith.");
  });

  it("leaves the link out when there is none", () => {
    const { text, html } = message({ manageUrl: null });
    expect(text).not.toContain("Change or cancel:");
    expect(html).not.toContain(">Change or cancel</a>");
    expect(text).toContain("To change or cancel by phone, call us at (662) 555-0100");
  });

  it("shows the Central wall time of Monday, November 2, 2026, after the change from daylight time", () => {
    // Booked in October (CDT, UTC-5) for November 2 (CST, UTC-6): 10:30 AM is 16:30 UTC, not 15:30.
    const { subject, text, html } = message({}, { start: "2026-11-02T16:30:00.000Z", end: "2026-11-02T17:00:00.000Z" });
    expect(subject).toBe("Your appointment is booked: Monday, November 2 at 10:30 AM");
    expect(text).toContain("When: Monday, November 2 at 10:30 AM Central Time (30 minutes)");
    expect(visibleText(html)).toContain("When: Monday, November 2 at 10:30 AM Central Time (30 minutes)");
    const moved = message(
      { kind: "moved" },
      { previousStart: "2026-10-30T15:30:00.000Z", start: "2026-11-02T16:30:00.000Z", end: "2026-11-02T17:00:00.000Z" },
    );
    expect(moved.text).toContain("It was Friday, October 30 at 10:30 AM Central Time.");
    const spring = message({}, { start: "2027-03-15T15:30:00.000Z", end: "2027-03-15T16:00:00.000Z" });
    expect(spring.subject).toBe("Your appointment is booked: Monday, March 15 at 10:30 AM");
  });
});

describe("appointmentMessage to the office", () => {
  it("names who, how, what, the phone, the e-mail and who completed the Scope of Appointment", () => {
    const { subject, text, html } = message(
      { audience: "office" },
      { representative: { name: "Ann Smith", relationship: "daughter" } },
    );
    expect(subject).toBe("New appointment: Mary Smith, Monday, December 7 at 10:30 AM");
    expect(text).toContain("When: Monday, December 7 at 10:30 AM Central Time (30 minutes)");
    expect(text).toContain("Who: Mary Smith");
    expect(text).toContain("Booked by: Ann Smith (daughter)");
    expect(text).toContain("How: By phone: call (662) 555-0199");
    expect(text).toContain("What: Medicare Advantage (Part C); Prescription drug plans (Part D)");
    expect(text).toContain("Phone: (662) 555-0199");
    expect(text).toContain("E-mail: mary.smith@example.com");
    expect(text).toContain("ZIP code: 38804");
    expect(text).toContain("Scope of Appointment completed by: Ann Smith, daughter of the beneficiary");
    expect(text).not.toContain("Change or cancel");
    expect(html).toContain('<a href="tel:+16625550199"');
  });

  it("says the beneficiary completed the Scope of Appointment when no one booked for them", () => {
    expect(message({ audience: "office" }).text).toContain(
      "Scope of Appointment completed by: Mary Smith, the beneficiary",
    );
  });

  it("writes a move with the old time and a cancel", () => {
    const moved = message({ audience: "office", kind: "moved" }, { previousStart: "2026-12-04T15:00:00.000Z" });
    expect(moved.subject).toBe("Appointment moved: Mary Smith, now Monday, December 7 at 10:30 AM");
    expect(moved.text).toContain("Was: Friday, December 4 at 9:00 AM Central Time");
    const cancelled = message({ audience: "office", kind: "cancelled" });
    expect(cancelled.subject).toBe("Appointment cancelled: Mary Smith, Monday, December 7 at 10:30 AM");
    expect(cancelled.text).toContain("the time is free again");
  });

  it("refuses a manage link for the office (it could cancel the visitor's booking)", () => {
    expect(() => appointmentMessage({ ...input, audience: "office" })).toThrow(/manageUrl is the visitor's/);
  });
});

describe("appointmentMessage, every kind to every audience", () => {
  it("gives a subject, text and an HTML page with the same words, the office's phone and large type", () => {
    for (const kind of kinds)
      for (const audience of audiences) {
        const { subject, text, html } = message({ kind, audience });
        expect(subject.length).toBeGreaterThan(10);
        expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
        expect(html).toContain(`<title>${subject}</title>`);
        expect(html).not.toMatch(/<img|<script|<style|<link|<iframe/i);
        const words = visibleText(html);
        for (const line of text
          .trim()
          .split("\n")
          .filter((one) => one !== "" && !one.startsWith("https://")))
          expect(words).toContain(line.replace(/:$/, ""));
        if (audience === "visitor") expect(text).toContain("(662) 555-0100 (TTY 711)");
        // Links are the office's phone, the visitor's phone, or the manage page: nothing through a redirector.
        for (const [, href] of html.matchAll(/href="([^"]*)"/g))
          expect(href).toMatch(/^(tel:\+?\d+|https:\/\/tupelomedicare\.example\/book\/manage\?t=)/);
      }
  });
});

describe("appointmentMessage with hostile input", () => {
  const hostileNames = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "Mary & 'Bob'"];

  it("escapes every value in the HTML, so a name cannot add markup", () => {
    for (const name of hostileNames)
      for (const audience of audiences) {
        const { html, text } = message(
          { audience },
          {
            beneficiary: { firstName: name, lastName: name },
            representative: { name, relationship: name },
            contact: { email: name, phone: name, zip: name },
            products: [{ id: "x", label: name }],
          },
        );
        expect(html).not.toContain("<script");
        expect(html).not.toContain("<img");
        expect(html).not.toContain("onerror=alert(1)>");
        for (const [tag] of html.matchAll(/<[^>]*>/g))
          expect(tag).toMatch(/^<(!DOCTYPE html|\/?(html|head|title|body|h1|p|strong|a)|meta)[ >]/);
        expect(visibleText(html)).toContain(name);
        expect(text).toContain(name);
      }
  });

  it("escapes the office's words and the link too", () => {
    const { html } = appointmentMessage({
      ...input,
      office: { ...input.office, name: "<b>Office</b>", address: "<i>here</i>" },
      appointment: { ...input.appointment, method: "office" },
      manageUrl: 'https://tupelomedicare.example/book/manage?t=a"onmouseover="x',
    });
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<i>");
    expect(html).toContain("&lt;b&gt;Office&lt;/b&gt;");
    expect(html).not.toContain('"onmouseover');
  });

  it("keeps a value with line breaks on one line, so it cannot forge a line of the text or the subject", () => {
    const forged = "Mary\r\n\r\nChange or cancel:\nhttps://evil.example/";
    const { text, subject } = message(
      { audience: "office" },
      { beneficiary: { firstName: forged, lastName: "Smith" } },
    );
    expect(subject).toBe(
      "New appointment: Mary Change or cancel: https://evil.example/ Smith, Monday, December 7 at 10:30 AM",
    );
    expect(text.split("\n")).not.toContain("https://evil.example/");
    expect(text).toContain("Who: Mary Change or cancel: https://evil.example/ Smith");
  });

  it("refuses bad input with a clear RangeError", () => {
    expect(() => message({ kind: "sent" as MessageKind })).toThrow(/kind "sent"/);
    expect(() => message({ audience: "agent" as MessageAudience })).toThrow(/audience "agent"/);
    expect(() => message({ timeZone: "Central" })).toThrow(/timeZone "Central"/);
    expect(() => message({}, { start: "soon" })).toThrow(/appointment.start "soon" is not an ISO instant/);
    expect(() => message({}, { end: input.appointment.start })).toThrow(/end must be after/);
    expect(() => message({ kind: "moved" }, { previousStart: "before" })).toThrow(/previousStart "before"/);
    expect(() => message({}, { method: "carrier pigeon" })).toThrow(
      /method "carrier pigeon" must be phone, office or video/,
    );
    expect(() => message({}, { products: [] })).toThrow(/at least one product/);
    expect(() => message({}, { products: [{ id: "x", label: " " }] })).toThrow(/products\[0\].label must not be empty/);
    expect(() => message({}, { beneficiary: { firstName: "", lastName: "Smith" } })).toThrow(
      /beneficiary.firstName must not be empty/,
    );
    expect(() => message({}, { contact: { email: "a@b.example", phone: 5 as unknown as string, zip: "" } })).toThrow(
      /contact.phone must be text/,
    );
    expect(() => message({ office: { name: "Tupelo Medicare", phone: "" } })).toThrow(/office.phone must not be empty/);
    expect(() => message({ manageUrl: "javascript:alert(1)" })).toThrow(
      /manageUrl must be an absolute http\(s\) address/,
    );
    expect(() => message({ manageUrl: "/book/manage?t=x" })).toThrow(/manageUrl must be an absolute/);
  });
});
