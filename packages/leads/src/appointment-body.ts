/**
 * The appointment's webhook body and SOA record, made from the validated booking and what the server checked (the
 * time against the schedule, the SOA wording it served). The body is stored as the submission's body and delivered
 * exactly so; its fields are listed in the README ("Appointments").
 */
import { productLabel } from "@tupelo-medicare/lead-forms/contract";
import type { AppointmentSubmission } from "@tupelo-medicare/lead-forms/contract";
import type { SoaRecord } from "./appointment-store.js";
import type { ConsentRecord } from "./types.js";

/** What the server checked before accepting a booking. */
export interface AppointmentContext {
  /** The time, checked against the schedule by the caller. */
  start: Date;
  end: Date;
  /** How many can meet at that time. */
  capacity: number;
  /** The Scope of Appointment as served: its wording and version, kept exactly. */
  soa: { version: string; text: string };
  /** Upcoming booked appointments one e-mail or phone may hold. @defaultValue 2 */
  maxUpcomingPerContact?: number;
  /** "Now" for the contact limit. @defaultValue the time it arrived */
  now?: Date;
  /** The office's time zone, passed on in the body. */
  timeZone?: string;
}

/** The delivered JSON body of a booking. */
export interface AppointmentBody {
  type: "appointment";
  id: string;
  receivedAt: string;
  person: { firstName: string; lastName: string; phone: string; email: string; zip: string };
  beneficiary: { firstName: string; lastName: string };
  representative: { name: string; relationship: string } | null;
  meeting: { method: string; start: string; end: string; minutes: number; timeZone?: string };
  products: Array<{ id: string; label: string }>;
  soa: {
    version: string;
    text: string;
    agreedAt: string;
    completedBy: "beneficiary" | "representative";
    method: "online form";
  };
  consent: { disclosureVersion: string | null; tpmoDisclaimerVersion: string | null };
  page: string | null;
  source: string;
}

/** The e-mail as the contact limit and `find` match it. */
export const emailKey = (email: string): string => email.trim().toLowerCase();
/** A phone number's digits, without a leading US country code 1. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

export function appointmentBody(init: {
  id: string;
  receivedAt: Date;
  fields: AppointmentSubmission;
  context: AppointmentContext;
  consent: ConsentRecord;
}): AppointmentBody {
  const { fields, context, consent } = init;
  const forSomeoneElse = fields.forWhom === "someone-else";
  const representative = forSomeoneElse
    ? { name: `${fields.firstName} ${fields.lastName}`, relationship: fields.relationship ?? "" }
    : null;
  return {
    type: "appointment",
    id: init.id,
    receivedAt: init.receivedAt.toISOString(),
    person: {
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone,
      email: fields.email,
      zip: fields.zip,
    },
    beneficiary: forSomeoneElse
      ? { firstName: fields.beneficiaryFirstName ?? "", lastName: fields.beneficiaryLastName ?? "" }
      : { firstName: fields.firstName, lastName: fields.lastName },
    representative,
    meeting: {
      method: fields.method,
      start: context.start.toISOString(),
      end: context.end.toISOString(),
      minutes: Math.round((context.end.getTime() - context.start.getTime()) / 60_000),
      ...(context.timeZone ? { timeZone: context.timeZone } : {}),
    },
    products: fields.products.map((id) => ({ id, label: productLabel(id) })),
    soa: {
      version: context.soa.version,
      text: context.soa.text,
      agreedAt: init.receivedAt.toISOString(),
      completedBy: representative ? "representative" : "beneficiary",
      method: "online form",
    },
    consent: {
      disclosureVersion: consent.served?.disclosureVersion ?? consent.disclosureVersion,
      tpmoDisclaimerVersion: consent.tpmoDisclaimer?.version ?? null,
    },
    page: consent.page,
    source: fields.source,
  };
}

/** The SOA record a body describes (the same words, the same moment). */
export function soaRecordOf(body: AppointmentBody): Omit<SoaRecord, "appointmentId"> {
  return {
    products: body.products.map((product) => product.id),
    version: body.soa.version,
    text: body.soa.text,
    completedBy: body.soa.completedBy,
    representative: body.representative,
    method: "online form",
    agreedAt: body.soa.agreedAt,
    appointment: { start: body.meeting.start, end: body.meeting.end },
    beneficiary: body.beneficiary,
    contact: { email: body.person.email, phone: body.person.phone, zip: body.person.zip },
  };
}
