/**
 * The appointments' e-mail: the delivery queue's sender for rows of kind "message" (appointment-mail.ts), over SMTP
 * with nodemailer (SMTP_URL: `smtp://user:pass@host:587` upgrades with STARTTLS when the server offers it,
 * `smtps://…:465` is TLS from the start; pooled connections, bounded timeouts).
 *
 * Each message is composed when it is sent, from the appointment and its SOA record as they are then: the words
 * (appointmentMessage of @tupelo-medicare/appointments: plain text and large-type HTML, the office's phone and
 * TTY, no tracking and no redirecting links), and for the visitor an iCalendar invitation (METHOD:REQUEST, or
 * CANCEL for a cancel; one UID per appointment, SEQUENCE its number of moves). A reminder whose appointment was
 * cancelled or moved since, or has begun, is void: recorded as not sent, never mailed.
 *
 * Each message has its own row, so the SMTP server's refusal of one address (a 5xx for that recipient: given up at
 * once, logged without the address) never holds up another. The Message-ID is stable per row: a repeat after a
 * process died between the server's acceptance and the record carries the same one, and the log says it may arrive
 * twice.
 */
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { appointmentIcs, appointmentMessage } from "@tupelo-medicare/appointments";
import type { MessageKind } from "@tupelo-medicare/appointments";
import { productLabel } from "@tupelo-medicare/lead-forms/contract";
import { isAppointmentMail } from "./appointment-mail.js";
import type { AppointmentMailBody } from "./appointment-mail.js";
import type { AppointmentRecord, AppointmentStore } from "./appointment-store.js";
import type { DeliverySender, SendResult } from "./queue/sender.js";
import type { DeliveryRecord } from "./submission-store.js";
import { errorText } from "./error-text.js";

/** The office as the messages name it (the site settings). */
export interface MailOffice {
  name: string;
  phone: string;
  tty?: string;
  address?: string;
  /** Where the office's own notices go (OFFICE_EMAIL outranks it); none: the office gets none. */
  email?: string;
}

export interface MailConfig {
  /** SMTP_URL. */
  smtpUrl: string;
  /** MAIL_FROM: `"Name" <address>` or an address. */
  from: string;
  /** The office's IANA zone the times are said in. */
  timeZone: string;
  /** SITE_URL: the calendar UIDs are made from its host (appointmentUid). */
  siteUrl: string;
  /** The office's details, read when a message is sent. */
  office: () => Promise<MailOffice>;
  /** OFFICE_EMAIL: the office's notices go here rather than to the site settings' address. */
  officeEmail?: string | undefined;
  /** The visitor's /book/manage link for an appointment (null without APPOINTMENT_LINK_SECRET). */
  manageUrl?: ((appointment: { id: string; end: string }) => string | null) | undefined;
  /** APPOINTMENT_REMINDERS in ms before the start. */
  reminderOffsetsMs: readonly number[];
  /** One attempt's bound (connection, greeting, every answer). @defaultValue 20 s */
  timeoutMs?: number;
  /** Tests: a transport instead of SMTP_URL's. */
  transport?: Transporter;
}

/** What one message row comes to: an e-mail to send, or the reason it is not sent. */
export type ComposedMail =
  | {
      to: string;
      subject: string;
      text: string;
      html: string;
      /** The visitor's invitation or cancellation. */
      calendar: { method: "REQUEST" | "CANCEL"; content: string } | null;
    }
  | { void: string };

/** The address part of MAIL_FROM (`"Name" <a@b>` or `a@b`). */
export function mailAddress(from: string): string {
  const angle = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  return (angle ? angle[1]! : from).trim();
}

/**
 * The calendar UID of an appointment, from its id and the site's address (SITE_URL): the same in its invitation,
 * its moves and its cancel, and in the office's feed.
 */
export const appointmentUid = (id: string, siteUrl: string): string => `appt-${id}@${new URL(siteUrl).host}`;

/** Composes one message row from the appointment as it is now (see the module's comment). */
export async function composeAppointmentMail(
  body: AppointmentMailBody,
  appointment: AppointmentRecord | null,
  config: Pick<MailConfig, "from" | "timeZone" | "siteUrl" | "office" | "officeEmail" | "manageUrl">,
  now: Date,
): Promise<ComposedMail> {
  if (!appointment) return { void: "the appointment is no longer kept" };
  const soa = appointment.soa;
  if (!soa) return { void: "the appointment's record is no longer kept" };
  if (body.message === "reminder") {
    if (appointment.status !== "booked") return { void: "the appointment was cancelled" };
    if (appointment.sequence !== body.sequence) return { void: "the appointment was moved (a new reminder is queued)" };
    if (Date.parse(appointment.start) <= now.getTime()) return { void: "the appointment has begun" };
  }
  const office = await config.office();
  const to = body.audience === "visitor" ? soa.contact.email : (config.officeEmail ?? office.email ?? "");
  if (!to) return { void: "no office e-mail address (OFFICE_EMAIL or the site settings' e-mail)" };
  const kind: MessageKind = body.message;
  const manageUrl =
    body.audience === "visitor" && appointment.status === "booked" && kind !== "cancelled"
      ? (config.manageUrl?.({ id: appointment.id, end: appointment.end }) ?? null)
      : null;
  const products = appointment.products.map((id) => ({ id, label: productLabel(id) }));
  const mail = appointmentMessage({
    kind,
    audience: body.audience,
    timeZone: config.timeZone,
    appointment: {
      start: appointment.start,
      end: appointment.end,
      ...(kind === "moved" && body.previousStart ? { previousStart: body.previousStart } : {}),
      method: appointment.method,
      products,
      beneficiary: soa.beneficiary,
      representative: soa.representative,
      contact: soa.contact,
    },
    office: {
      name: office.name,
      phone: office.phone,
      ...(office.tty ? { tty: office.tty } : {}),
      ...(office.address ? { address: office.address } : {}),
      ...(office.email ? { email: office.email } : {}),
    },
    manageUrl,
  });
  let calendar: { method: "REQUEST" | "CANCEL"; content: string } | null = null;
  if (body.audience === "visitor") {
    const cancelled = kind === "cancelled" || appointment.status === "cancelled";
    const method = cancelled ? "CANCEL" : "REQUEST";
    const attendee = soa.representative?.name ?? `${soa.beneficiary.firstName} ${soa.beneficiary.lastName}`.trim();
    calendar = {
      method,
      content: appointmentIcs({
        uid: appointmentUid(appointment.id, config.siteUrl),
        start: appointment.start,
        end: appointment.end,
        summary: `Medicare appointment with ${office.name}`,
        description: `${mail.subject}. Questions or changes: call ${office.phone}${office.tty ? ` (TTY ${office.tty})` : ""}.`,
        ...(appointment.method === "office" && office.address ? { location: office.address } : {}),
        ...(manageUrl ? { url: manageUrl } : {}),
        stamp: now,
        timeZone: config.timeZone,
        method,
        sequence: appointment.sequence + (cancelled ? 1 : 0),
        status: cancelled ? "CANCELLED" : "CONFIRMED",
        organizer: { name: office.name, email: mailAddress(config.from) },
        attendees: [{ name: attendee || soa.contact.email, email: soa.contact.email }],
      }),
    };
  }
  return { to, subject: mail.subject, text: mail.text, html: mail.html, calendar };
}

/** The SMTP error without anything the server echoed back (which can hold the address). */
function smtpFailure(error: unknown): SendResult {
  const detail = error as { responseCode?: unknown; code?: unknown };
  const status = typeof detail.responseCode === "number" ? detail.responseCode : 0;
  const code = typeof detail.code === "string" ? detail.code : "";
  const what = status ? `SMTP ${status}` : code === "ETIMEDOUT" ? "no answer in time" : "cannot reach the SMTP server";
  const result: SendResult = { ok: false, status, error: code ? `${what} (${code})` : what };
  // A refusal of the recipient (5xx on RCPT or DATA) will not change on a retry; a refused login (535) might,
  // once the operator fixes SMTP_URL.
  if (status >= 500 && status < 600 && code !== "EAUTH") result.final = true;
  return result;
}

export interface MailSender extends DeliverySender {
  /** The transport's check of SMTP_URL (connects and logs in): null when it answers, else the reason. */
  verify(): Promise<string | null>;
}

/** The delivery queue's sender for kind "message" over `store`'s appointments. */
export function createMailSender(
  config: MailConfig,
  store: () => AppointmentStore | undefined,
  options: { now?: () => number } = {},
): MailSender {
  const now = options.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? 20_000;
  const transport =
    config.transport ??
    nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  const domain = mailAddress(config.from).split("@")[1] ?? "tupelo-medicare";

  const send = async (record: DeliveryRecord): Promise<SendResult> => {
    if (!isAppointmentMail(record.body))
      return { ok: false, status: 0, error: "not an appointment message", final: true };
    const appointments = store();
    if (!appointments) return { ok: false, status: 0, error: "the leads database is not available" };
    let composed: ComposedMail;
    try {
      const appointment = await appointments.get(record.body.appointmentId);
      composed = await composeAppointmentMail(record.body, appointment, config, new Date(now()));
    } catch (error) {
      return { ok: false, status: 0, error: `could not compose the message (${errorText(error)})` };
    }
    if ("void" in composed) return { ok: true, status: 0, error: `not sent: ${composed.void}` };
    try {
      const info = (await transport.sendMail({
        from: config.from,
        to: composed.to,
        subject: composed.subject,
        text: composed.text,
        html: composed.html,
        messageId: `<${record.id}@${domain}>`,
        headers: { "Auto-Submitted": "auto-generated" },
        ...(composed.calendar
          ? {
              icalEvent: {
                method: composed.calendar.method,
                filename: composed.calendar.method === "CANCEL" ? "cancelled.ics" : "invite.ics",
                content: composed.calendar.content,
              },
            }
          : {}),
      })) as { accepted?: unknown[]; rejected?: unknown[]; response?: string };
      if (Array.isArray(info.rejected) && info.rejected.length > 0)
        return { ok: false, status: 550, error: "SMTP refused the recipient", final: true };
      const code = /^(\d{3})/.exec(info.response ?? "")?.[1];
      return { ok: true, status: code ? Number(code) : 250 };
    } catch (error) {
      return smtpFailure(error);
    }
  };

  return {
    send,
    repeatNote:
      "sending the e-mail again with the same Message-ID: the SMTP server may have accepted the first, so it may arrive twice",
    async verify() {
      try {
        await transport.verify();
        return null;
      } catch (error) {
        return smtpFailure(error).error ?? "cannot reach the SMTP server";
      }
    },
    close() {
      transport.close();
    },
  };
}
