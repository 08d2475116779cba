import { dayLabel, timeLabel } from "./internal/civil.js";
import { isValidZone, localParts } from "./internal/zone.js";
import { httpUrl, instantOf } from "./internal/checks.js";
import { zoneName } from "./zone-note.js";

/** Which message: the booking, the reminder before it, a new time, or the cancel. */
export type MessageKind = "confirmation" | "reminder" | "moved" | "cancelled";

/** Who reads it: the visitor (and who booked for them) or the office. */
export type MessageAudience = "visitor" | "office";

/** Everything one message says, for {@link appointmentMessage}. */
export interface AppointmentMessageInput {
  kind: MessageKind;
  audience: MessageAudience;
  /** The office's IANA zone: days and times are said in it ("10:30 AM Central Time"). */
  timeZone: string;
  appointment: {
    /** ISO instant. */
    start: string;
    /** ISO instant, after `start`. */
    end: string;
    /** For "moved": the old start, said as "It was …". */
    previousStart?: string;
    /** "phone", "office" or "video". */
    method: string;
    products: Array<{ id: string; label: string }>;
    beneficiary: { firstName: string; lastName: string };
    /** Who booked for the beneficiary (and completed the Scope of Appointment), or null. */
    representative: { name: string; relationship: string } | null;
    /** The contact details given with the booking (the representative's when someone else booked). */
    contact: { email: string; phone: string; zip: string };
  };
  office: { name: string; phone: string; tty?: string; address?: string; email?: string };
  /** The visitor's /book/manage?t=… link (null: no link, APPOINTMENT_LINK_SECRET unset, or for the office). */
  manageUrl: string | null;
}

/** One e-mail: its subject, plain text and HTML (the same content). */
export interface AppointmentMessage {
  subject: string;
  text: string;
  html: string;
}

const KINDS: readonly MessageKind[] = ["confirmation", "reminder", "moved", "cancelled"];
const AUDIENCES: readonly MessageAudience[] = ["visitor", "office"];
const METHOD_LABELS = { phone: "By phone", office: "At our office", video: "By video call" } as const;
type Method = keyof typeof METHOD_LABELS;

// A run of words, some of them links (tel:, mailto: or the manage page).
type Inline = string | { text: string; href: string };
type Block =
  | { type: "heading"; text: string }
  | { type: "paragraph"; parts: Inline[] }
  | { type: "field"; label: string; parts: Inline[] }
  | { type: "button"; text: string; href: string };

/**
 * The e-mail for one appointment change, to the visitor or to the office: a subject, plain text and simple
 * large-type HTML with the same words, the day and time in the office's zone, how and what, the office's phone and
 * TTY and, for the visitor, the "Change or cancel" link; every value escaped.
 */
export function appointmentMessage(input: AppointmentMessageInput): AppointmentMessage {
  const facts = checkedInput(input);
  const blocks = input.audience === "visitor" ? visitorBlocks(facts) : officeBlocks(facts);
  return { subject: facts.subject, text: renderText(blocks), html: renderHtml(facts.subject, blocks) };
}

interface Facts {
  kind: MessageKind;
  subject: string;
  when: string;
  whenShort: string;
  previous: string | null;
  minutes: number;
  method: Method;
  products: string[];
  beneficiary: string;
  beneficiaryFirst: string;
  representative: { name: string; relationship: string } | null;
  contact: { email: string; phone: string; zip: string };
  office: { name: string; phone: string; tty: string; address: string; email: string };
  manageUrl: string | null;
}

function checkedInput(input: AppointmentMessageInput): Facts {
  if (typeof input !== "object" || input === null) throw new RangeError("appointmentMessage needs its input");
  if (!KINDS.includes(input.kind))
    throw new RangeError(`kind "${String(input.kind)}" must be confirmation, reminder, moved or cancelled`);
  if (!AUDIENCES.includes(input.audience))
    throw new RangeError(`audience "${String(input.audience)}" must be visitor or office`);
  if (!isValidZone(input.timeZone))
    throw new RangeError(`timeZone "${String(input.timeZone)}" is not a known IANA time zone`);
  const appointment = input.appointment as AppointmentMessageInput["appointment"] | undefined;
  if (typeof appointment !== "object" || appointment === null) throw new RangeError("appointment is required");
  const start = instantOf(appointment.start, "appointment.start");
  const end = instantOf(appointment.end, "appointment.end");
  if (end.getTime() <= start.getTime()) throw new RangeError("appointment.end must be after appointment.start");
  const previous =
    appointment.previousStart === undefined ? null : instantOf(appointment.previousStart, "appointment.previousStart");
  if (!(appointment.method in METHOD_LABELS))
    throw new RangeError(`appointment.method "${String(appointment.method)}" must be phone, office or video`);
  if (!Array.isArray(appointment.products) || appointment.products.length === 0)
    throw new RangeError("appointment.products must name at least one product");
  const products = appointment.products.map((product, index) => {
    const label = typeof product === "object" && product !== null ? product.label : undefined;
    return required(label, `appointment.products[${index}].label`);
  });
  const beneficiary = appointment.beneficiary as AppointmentMessageInput["appointment"]["beneficiary"] | undefined;
  if (typeof beneficiary !== "object" || beneficiary === null)
    throw new RangeError("appointment.beneficiary must be { firstName, lastName }");
  const first = required(beneficiary.firstName, "appointment.beneficiary.firstName");
  const last = text(beneficiary.lastName, "appointment.beneficiary.lastName");
  const rep = appointment.representative;
  if (rep !== null && (typeof rep !== "object" || rep === undefined))
    throw new RangeError("appointment.representative must be { name, relationship } or null");
  const representative =
    rep === null
      ? null
      : {
          name: required(rep.name, "appointment.representative.name"),
          relationship: text(rep.relationship, "appointment.representative.relationship"),
        };
  const contact = appointment.contact as AppointmentMessageInput["appointment"]["contact"] | undefined;
  if (typeof contact !== "object" || contact === null)
    throw new RangeError("appointment.contact must be { email, phone, zip }");
  const office = input.office as AppointmentMessageInput["office"] | undefined;
  if (typeof office !== "object" || office === null) throw new RangeError("office must be { name, phone, … }");
  const manageUrl =
    input.manageUrl === null ? null : httpUrl(input.manageUrl, "manageUrl must be an absolute http(s) address or null");
  if (manageUrl !== null && input.audience === "office")
    throw new RangeError("manageUrl is the visitor's: pass null for the office's messages");
  const method = appointment.method as Method;
  const whenShort = spoken(start, input.timeZone);
  const when = `${whenShort} ${zoneName(input.timeZone, start) ?? input.timeZone}`;
  const facts: Facts = {
    kind: input.kind,
    subject: "",
    when,
    whenShort,
    previous:
      previous === null
        ? null
        : `${spoken(previous, input.timeZone)} ${zoneName(input.timeZone, previous) ?? ""}`.trim(),
    minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
    method,
    products,
    beneficiary: last === "" ? first : `${first} ${last}`,
    beneficiaryFirst: first,
    representative,
    contact: {
      email: text(contact.email, "appointment.contact.email"),
      phone: text(contact.phone, "appointment.contact.phone"),
      zip: text(contact.zip, "appointment.contact.zip"),
    },
    office: {
      name: required(office.name, "office.name"),
      phone: required(office.phone, "office.phone"),
      tty: text(office.tty ?? "", "office.tty"),
      address: text(office.address ?? "", "office.address"),
      email: text(office.email ?? "", "office.email"),
    },
    manageUrl,
  };
  facts.subject = input.audience === "visitor" ? visitorSubject(facts) : officeSubject(facts);
  return facts;
}

// "Monday, December 7 at 10:30 AM", the office's wall time.
function spoken(instant: Date, zone: string): string {
  const local = localParts(instant, zone);
  return `${dayLabel(local.date)} at ${timeLabel(local.minutes)}`;
}

function visitorSubject(facts: Facts): string {
  switch (facts.kind) {
    case "confirmation":
      return `Your appointment is booked: ${facts.whenShort}`;
    case "reminder":
      return `Reminder: your appointment is on ${facts.whenShort}`;
    case "moved":
      return `Your appointment has moved to ${facts.whenShort}`;
    case "cancelled":
      return "Your appointment is cancelled";
    default:
      return facts.kind satisfies never;
  }
}

function officeSubject(facts: Facts): string {
  switch (facts.kind) {
    case "confirmation":
      return `New appointment: ${facts.beneficiary}, ${facts.whenShort}`;
    case "reminder":
      return `Reminder: ${facts.beneficiary}, ${facts.whenShort}`;
    case "moved":
      return `Appointment moved: ${facts.beneficiary}, now ${facts.whenShort}`;
    case "cancelled":
      return `Appointment cancelled: ${facts.beneficiary}, ${facts.whenShort}`;
    default:
      return facts.kind satisfies never;
  }
}

function visitorBlocks(facts: Facts): Block[] {
  const { office } = facts;
  const greeting = facts.representative ? facts.representative.name : facts.beneficiaryFirst;
  const blocks: Block[] = [{ type: "heading", text: visitorHeading(facts.kind) }, paragraph(`Hello ${greeting},`)];
  switch (facts.kind) {
    case "confirmation":
      blocks.push(paragraph(`Thank you for booking with ${office.name}. A licensed agent will be ready at that time.`));
      break;
    case "reminder":
      blocks.push(paragraph(`This is a reminder of your appointment with ${office.name}.`));
      break;
    case "moved":
      blocks.push(
        paragraph(
          facts.previous === null
            ? "Your appointment has a new time."
            : `Your appointment has a new time. It was ${facts.previous}.`,
        ),
      );
      break;
    case "cancelled":
      blocks.push(paragraph(`Your appointment on ${facts.when} is cancelled. You do not need to do anything.`));
      break;
    default:
      facts.kind satisfies never;
  }
  if (facts.representative) blocks.push(paragraph(`The appointment is for ${facts.beneficiary}.`));
  if (facts.kind !== "cancelled") {
    blocks.push(
      field(facts.kind === "moved" ? "New time" : "When", [`${facts.when} (${facts.minutes} minutes)`]),
      field("How", visitorHow(facts)),
      field("What", [facts.products.join("; ")]),
      paragraph("We will only talk about what you chose."),
    );
    if (facts.manageUrl !== null) blocks.push({ type: "button", text: "Change or cancel", href: facts.manageUrl });
    blocks.push({
      type: "paragraph",
      parts: ["To change or cancel by phone, call us at ", ...officePhone(office), "."],
    });
  } else {
    blocks.push({ type: "paragraph", parts: ["To book a new time, call us at ", ...officePhone(office), "."] });
  }
  blocks.push(paragraph(office.name));
  return blocks;
}

function visitorHeading(kind: MessageKind): string {
  switch (kind) {
    case "confirmation":
      return "Your appointment is booked";
    case "reminder":
      return "A reminder of your appointment";
    case "moved":
      return "Your appointment has moved";
    case "cancelled":
      return "Your appointment is cancelled";
    default:
      return kind satisfies never;
  }
}

function visitorHow(facts: Facts): Inline[] {
  switch (facts.method) {
    case "phone":
      return [
        facts.contact.phone === ""
          ? "By phone. We will call you at the number you gave us."
          : `By phone. We will call you at ${facts.contact.phone}.`,
      ];
    case "office":
      return facts.office.address === ""
        ? ["At our office. Call us at ", ...officePhone(facts.office), " for the address."]
        : [`At our office: ${facts.office.address}.`];
    case "video":
      return ["By video call. We will send you the video link before the appointment."];
    default:
      return facts.method satisfies never;
  }
}

function officeBlocks(facts: Facts): Block[] {
  const { contact, representative } = facts;
  const heading = {
    confirmation: "New appointment",
    reminder: "Appointment reminder",
    moved: "Appointment moved",
    cancelled: "Appointment cancelled",
  }[facts.kind];
  const blocks: Block[] = [
    { type: "heading", text: heading },
    field(facts.kind === "moved" ? "New time" : "When", [`${facts.when} (${facts.minutes} minutes)`]),
  ];
  if (facts.kind === "moved" && facts.previous !== null) blocks.push(field("Was", [facts.previous]));
  if (facts.kind === "cancelled")
    blocks.push(paragraph("The visitor cancelled this appointment; the time is free again."));
  blocks.push(field("Who", [facts.beneficiary]));
  if (representative)
    blocks.push(
      field("Booked by", [
        representative.relationship === ""
          ? representative.name
          : `${representative.name} (${representative.relationship})`,
      ]),
    );
  const how =
    facts.method === "phone"
      ? ["By phone: call ", ...phoneLink(contact.phone)]
      : facts.method === "office"
        ? ["At our office"]
        : ["By video call: send the video link"];
  blocks.push(
    field("How", how),
    field("What", [facts.products.join("; ")]),
    field("Phone", phoneLink(contact.phone)),
    field("E-mail", [contact.email === "" ? "(none given)" : contact.email]),
    field("ZIP code", [contact.zip === "" ? "(none given)" : contact.zip]),
    field("Scope of Appointment completed by", [
      representative
        ? `${representative.name}, ${representative.relationship === "" ? "for the beneficiary" : `${representative.relationship} of the beneficiary`}`
        : `${facts.beneficiary}, the beneficiary`,
    ]),
  );
  return blocks;
}

function paragraph(words: string): Block {
  return { type: "paragraph", parts: [words] };
}

function field(label: string, parts: Inline[]): Block {
  return { type: "field", label, parts };
}

// "(662) 555-0100 (TTY 711)" with tel: links.
function officePhone(office: Facts["office"]): Inline[] {
  const parts = phoneLink(office.phone);
  if (office.tty !== "") parts.push(" (TTY ", ...phoneLink(office.tty), ")");
  return parts;
}

// The number as a tel: link when it has digits; a US number of 10 digits gets +1.
function phoneLink(phone: string): Inline[] {
  if (phone === "") return ["(none given)"];
  const digits = phone.replace(/\D/g, "");
  if (digits === "") return [phone];
  const href =
    digits.length === 10
      ? `tel:+1${digits}`
      : digits.length === 11 && digits.startsWith("1")
        ? `tel:+${digits}`
        : `tel:${digits}`;
  return [{ text: phone, href }];
}

function renderText(blocks: Block[]): string {
  const plain = (parts: Inline[]) => parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
  return `${blocks
    .map((block) => {
      switch (block.type) {
        case "heading":
          return block.text;
        case "paragraph":
          return plain(block.parts);
        case "field":
          return `${block.label}: ${plain(block.parts)}`;
        case "button":
          return `${block.text}:\n${block.href}`;
        default:
          return block satisfies never;
      }
    })
    .join("\n\n")}\n`;
}

const BODY_STYLE =
  "margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:20px;line-height:1.5";
const LINK_STYLE = "color:#0b4f8a;text-decoration:underline";
const BUTTON_STYLE =
  "display:inline-block;padding:14px 24px;background:#0b4f8a;color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none;border-radius:8px";

function renderHtml(subject: string, blocks: Block[]): string {
  const inline = (parts: Inline[]) =>
    parts
      .map((part) =>
        typeof part === "string"
          ? escapeHtml(part)
          : `<a href="${escapeHtml(part.href)}" style="${LINK_STYLE}">${escapeHtml(part.text)}</a>`,
      )
      .join("");
  const body = blocks
    .map((block) => {
      switch (block.type) {
        case "heading":
          return `<h1 style="margin:0 0 16px;font-size:28px;line-height:1.3">${escapeHtml(block.text)}</h1>`;
        case "paragraph":
          return `<p style="margin:0 0 16px">${inline(block.parts)}</p>`;
        case "field":
          return `<p style="margin:0 0 16px"><strong>${escapeHtml(block.label)}:</strong> ${inline(block.parts)}</p>`;
        case "button":
          return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="${BUTTON_STYLE}">${escapeHtml(block.text)}</a></p>`;
        default:
          return block satisfies never;
      }
    })
    .join("\n");
  return (
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(subject)}</title>\n</head>\n` +
    `<body style="${BODY_STYLE}">\n${body}\n</body>\n</html>\n`
  );
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// One line of text: runs of white space and control characters (line breaks too) become one space, so a value can
// never start a line of its own in the plain text or the subject.
function text(value: unknown, name: string): string {
  if (typeof value !== "string") throw new RangeError(`${name} must be text`);
  let line = "";
  let gap = false;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 32 || (code >= 127 && code <= 160) || /\s/.test(char)) gap = line !== "";
    else {
      if (gap) line += " ";
      line += char;
      gap = false;
    }
  }
  return line;
}

function required(value: unknown, name: string): string {
  const line = text(value, name);
  if (line === "") throw new RangeError(`${name} must not be empty`);
  return line;
}
