/**
 * Contact (docs/product.md, Pages and routes; routes /contact-us and /contact, canonical /contact-us): office address, phone, e-mail, office
 * hours, the message form (posted to the site's /api/contact) and an embedded map with a plain directions link.
 */
import type { ReactNode } from "react";
import { ContactFormIsland } from "../../islands/index.js";
import { CONTACT_FORM_ANCHOR } from "../../islands/island-ids.js";
import { Breadcrumb, ButtonLink, Seo, TextLink, formatAddress, useSiteConfig } from "@tupelo-medicare/ui";
import type { SiteConfig } from "@tupelo-medicare/ui";
import { CalendarIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "../../components/icons.js";
import { OfficeAddressDetail, OfficePhoneDetails } from "./office-contact.js";

const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/** Texts of the contact page. */
export const CONTACT_TEXT = {
  title: "Contact Us",
  weekendsLabel: "Saturday and Sunday",
  mapTitle: "Map of our office",
  directions: "Get directions",
} as const;

/** The embedded map's address: Google Maps' keyless embed of a search for the office address. */
export function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** Turn-by-turn directions to the office in Google Maps. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group may wrap its <dt>/<dd> in one <div> only, so the icon sits inside the <dt>, placed in the gutter.
    <div className="relative flex min-h-12 flex-col gap-1 pl-15">
      <dt className="font-bold text-primary-900">
        <span className="absolute top-0 left-0 mt-1 flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          {icon}
        </span>
        {label}
      </dt>
      {children}
    </div>
  );
}

function OfficeDetails({ config }: { config: SiteConfig }) {
  const { address, phone, email, officeHours, brand, schedulerUrl } = config;
  return (
    <section
      aria-labelledby="contact-office-title"
      className="flex flex-col gap-6 rounded-card border border-border-subtle bg-surface-alt p-6 sm:p-8"
    >
      <h2 id="contact-office-title" className="m-0 text-2xl font-bold text-primary-900">
        Our Office
      </h2>
      <dl className="m-0 flex flex-col gap-6">
        <DetailRow icon={<MapPinIcon />} label="Address">
          <OfficeAddressDetail config={{ brand, address }} />
        </DetailRow>
        <DetailRow icon={<PhoneIcon />} label="Phone">
          <OfficePhoneDetails phone={phone} ttyClassName="text-muted" />
        </DetailRow>
        <DetailRow icon={<MailIcon />} label="E-mail">
          <dd className="m-0">
            <a
              href={`mailto:${email}`}
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4 [overflow-wrap:anywhere] hover:decoration-2"
            >
              {email}
            </a>
          </dd>
        </DetailRow>
        <DetailRow icon={<ClockIcon />} label="Office Hours">
          <dd className="m-0" data-testid="office-hours-weekdays">
            {officeHours.weekdays}
          </dd>
          <dd className="m-0" data-testid="office-hours-weekends">
            {CONTACT_TEXT.weekendsLabel}: {officeHours.weekends}
          </dd>
        </DetailRow>
      </dl>
      <div className="flex flex-col gap-3 border-t border-border-subtle pt-6">
        <p className="m-0 flex items-center gap-2 font-semibold">
          <CalendarIcon className="size-6 text-primary-700" />
          Prefer to pick a time?
        </p>
        <ButtonLink href={schedulerUrl} variant="accent" size="lg">
          Schedule an Appointment
        </ButtonLink>
      </div>
    </section>
  );
}

function OfficeMap({ address }: { address: string }) {
  return (
    <section aria-labelledby="contact-map-title" className="flex flex-col gap-4">
      <h2 id="contact-map-title" className="m-0 text-2xl font-bold text-primary-900">
        Find Our Office
      </h2>
      <p className="m-0">Our office is at {address}.</p>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-card border border-border-subtle bg-surface-alt sm:aspect-video lg:aspect-[21/9]">
        <iframe
          title={CONTACT_TEXT.mapTitle}
          src={mapEmbedUrl(address)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
      <p className="m-0">
        <TextLink href={directionsUrl(address)} className="inline-flex min-h-11 items-center">
          {CONTACT_TEXT.directions}
        </TextLink>
      </p>
    </section>
  );
}

/** The contact page; `canonical` is '/contact-us' for both of its routes. */
export default function ContactPage({ canonical = "/contact-us" }: { canonical?: string }) {
  const config = useSiteConfig();
  const address = formatAddress(config.address);
  const description = `Call, e-mail or visit ${config.brand} at ${address}. Office hours ${config.officeHours.weekdays}. Our help with Medicare is free.`;
  return (
    <div className={`${CONTAINER} flex flex-col gap-10 py-6 lg:py-10`}>
      <Seo
        title={CONTACT_TEXT.title}
        description={description}
        canonical={canonical}
        structuredData={{ type: "insurance" }}
      />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: CONTACT_TEXT.title }]} />
      <div className="flex max-w-3xl flex-col gap-3">
        <h1 className="m-0 text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">{CONTACT_TEXT.title}</h1>
        <p className="m-0 text-lg">
          We are here to help. Call us, stop by our Tupelo office, or send us a message and a licensed agent will get
          back to you.
        </p>
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <OfficeDetails config={config} />
        <section aria-labelledby={CONTACT_FORM_ANCHOR} className="flex flex-col gap-4">
          <h2 id={CONTACT_FORM_ANCHOR} className="m-0 text-2xl font-bold text-primary-900">
            Send Us a Message
          </h2>
          <p className="m-0 text-muted">Write to us with any question about Medicare. Your phone number is optional.</p>
          <ContactFormIsland />
        </section>
      </div>
      <OfficeMap address={address} />
    </div>
  );
}
