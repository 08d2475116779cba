/**
 * The routes that take what a visitor sends: the guide request and the contact form (JSON from the islands and the
 * device outbox, or the browser's own no-script post), the booking flow's steps and its calendar file, the visitor's
 * change-or-cancel page (only with APPOINTMENT_LINK_SECRET) and the office's calendar feed (only with
 * APPOINTMENT_CALENDAR_TOKEN). Answers the two pages a no-script post lands on, which the page routes serve.
 */
import type { Context, Hono } from "hono";
import { DEFAULT_CONTACT_ENDPOINT, DEFAULT_LEAD_ENDPOINT } from "@tupelo-medicare/lead-forms/contract";
import type { AppEnv } from "../env.js";
import type { AppointmentsRead } from "../islands/regions.js";
import { BOOK_CALENDAR_PATH, BOOK_PATH } from "../app/booking-path.js";
import { APPOINTMENTS_FEED_PATH, createAppointmentsFeed, officeFromSiteSettings } from "./appointments-feed.js";
import { createBookingManage } from "./booking-manage.js";
import { createBookingPost } from "./booking-post.js";
import { createContactFormPost } from "./contact-form-post.js";
import { isFormPost } from "./form-post.js";
import { createLeadFormPost } from "./lead-form-post.js";
import { requestWarning } from "./logger.js";
import { MANAGE_PATH } from "./manage-link.js";
import { requestClientAddress } from "./request-limits.js";
import type { Submissions } from "./submissions.js";

export interface FormRoutesOptions {
  env: AppEnv;
  distDir: string;
  siteDir: string;
  submissions: Submissions;
  appointments: () => Promise<AppointmentsRead>;
}

export interface FormPages {
  /** The guide request's page (lead-form-post.ts). */
  leadForm: ReturnType<typeof createLeadFormPost>;
  /** The contact page with its success message (contact-form-post.ts). */
  contactForm: ReturnType<typeof createContactFormPost>;
}

export function registerFormRoutes(app: Hono, options: FormRoutesOptions): FormPages {
  const { env, distDir, siteDir, submissions, appointments } = options;
  // What every page a post is answered with reads: the site's folders and address, and where a warning goes.
  const pages = { distDir, siteDir, siteUrl: env.publicConfig.siteUrl, log: requestWarning };
  /** A route only a browser's own form post reaches; anything else is told to send the form from the page (415). */
  const formPostOnly =
    (post: (context: Context) => Response | Promise<Response>, refusal: string) => (context: Context) =>
      isFormPost(context) ? post(context) : context.text(refusal, 415, { "cache-control": "no-store" });
  // The guide request posted by the browser itself (no script): answered with its page (lead-form-post.ts).
  const leadForm = createLeadFormPost({
    ...pages,
    accept: (fields, context, key) => submissions.accept("lead", fields, context, key),
  });
  app.all(
    DEFAULT_LEAD_ENDPOINT,
    // A form post is answered at once with its page; JSON goes to the handler, which reads the body no further than
    // its 16 KB limit (from the connection itself: no WHATWG Request is built around a submission).
    (context) => (isFormPost(context) ? leadForm.post(context) : submissions.lead(context)),
  );
  // The contact form posted by the browser itself (no script): answered with the contact page (contact-form-post.ts).
  const contactForm = createContactFormPost({
    ...pages,
    accept: (fields, context, key) => submissions.accept("contact", fields, context, key),
  });
  // A no-script post is percent-encoded: its own, larger limit (FORM_POST_BODY_LIMIT), applied by contactForm.post.
  app.all(DEFAULT_CONTACT_ENDPOINT, (context) =>
    isFormPost(context) ? contactForm.post(context) : submissions.contact(context),
  );
  // The booking flow's steps (plain posts to /book) and its calendar file (booking-post.ts).
  const booking = createBookingPost({
    ...pages,
    accept: (fields, context, key, appointment) => submissions.accept("appointment", fields, context, key, appointment),
    appointments,
  });
  app.post(
    BOOK_PATH,
    formPostOnly((context) => booking.post(context), "Send the booking form from the page."),
  );
  app.get(BOOK_CALENDAR_PATH, (context) => booking.calendar(context));
  // The visitor's change-or-cancel page (the e-mails' link) exists only with APPOINTMENT_LINK_SECRET; without it the
  // not-found page answers (booking-manage.ts).
  if (env.appointmentLinkSecret) {
    const manage = createBookingManage({
      ...pages,
      secret: env.appointmentLinkSecret,
      appointments,
      leads: () => submissions.service.appointments,
    });
    app.get(MANAGE_PATH, (context) => manage.page(context));
    app.post(
      MANAGE_PATH,
      formPostOnly((context) => manage.post(context), "Send the form from the page."),
    );
  }
  // The office's calendar feed exists only with APPOINTMENT_CALENDAR_TOKEN; without it, or asked without the token
  // (or with another), the not-found page answers (appointments-feed.ts).
  if (env.appointmentCalendarToken) {
    const feed = createAppointmentsFeed({
      token: env.appointmentCalendarToken,
      store: () => submissions.service.store()?.appointments,
      clientOf: (context) => requestClientAddress(context, env.trustProxy),
      office: officeFromSiteSettings(env.contentVariables),
      siteUrl: env.publicConfig.siteUrl,
      log: requestWarning,
    });
    app.get(APPOINTMENTS_FEED_PATH, async (context) => (await feed(context)) ?? context.notFound());
  }
  return { leadForm, contactForm };
}
