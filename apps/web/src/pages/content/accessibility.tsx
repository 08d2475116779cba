/**
 * The accessibility statement (/accessibility, linked in every footer): the foundational page 'accessibility' as a
 * generic content page, beside the ways to reach the office without the website (phone, TTY, mailing address,
 * e-mail, office hours), read from the site settings entry like the header and footer.
 */
import { TextLink, useSiteConfig } from "@tupelo-medicare/ui";
import { GenericContentPage } from "./content-generic-page.js";
import { SidebarSection } from "./content-sidebar.js";
import { OfficeAddressDetail, OfficePhoneDetails } from "../office/office-contact.js";

/** The content slug of the statement. */
export const ACCESSIBILITY_SLUG = "accessibility";

/** Texts of the contact block; the statement's body refers to the box by its title. */
export const ACCESSIBILITY_TEXT = {
  asideLabel: "Reach us another way",
  title: "Reach Us Another Way",
  intro:
    "Call, write or visit us. We can give you any page of this website by phone, in large print by mail, or in person.",
  messageLink: "Send us a message",
} as const;

const LABEL = "m-0 font-bold text-primary-900";

function ReachUsAnotherWay() {
  const { brand, phone, email, address, officeHours } = useSiteConfig();
  return (
    <SidebarSection title={ACCESSIBILITY_TEXT.title} className="bg-primary-50">
      <p className="mt-2 text-ink">{ACCESSIBILITY_TEXT.intro}</p>
      <dl className="mt-4 flex flex-col gap-4">
        <div>
          <dt className={LABEL}>Phone</dt>
          <OfficePhoneDetails phone={phone} />
        </div>
        <div>
          <dt className={LABEL}>Mail</dt>
          <OfficeAddressDetail config={{ brand, address }} />
        </div>
        <div>
          <dt className={LABEL}>E-mail</dt>
          <dd className="m-0">
            <TextLink href={`mailto:${email}`} className="inline-flex min-h-11 items-center [overflow-wrap:anywhere]">
              {email}
            </TextLink>
          </dd>
        </div>
        <div>
          <dt className={LABEL}>Office hours</dt>
          <dd className="m-0">{officeHours.weekdays}</dd>
          <dd className="m-0">Saturday and Sunday: {officeHours.weekends}</dd>
        </div>
      </dl>
      <p className="mt-4 mb-0">
        <TextLink href="/contact-us" className="inline-flex min-h-11 items-center font-semibold">
          {ACCESSIBILITY_TEXT.messageLink}
        </TextLink>
      </p>
    </SidebarSection>
  );
}

/** The accessibility statement from content, with the office's contact details from the site settings entry. */
export default function AccessibilityPage() {
  return (
    <GenericContentPage
      slug={ACCESSIBILITY_SLUG}
      canonical="/accessibility"
      aside={<ReachUsAnotherWay />}
      asideLabel={ACCESSIBILITY_TEXT.asideLabel}
    />
  );
}
