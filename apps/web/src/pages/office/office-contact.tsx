/**
 * The office's ways in, as the contact page and the accessibility statement both show them: the postal address
 * block and the phone link with its TTY line, from the site settings entry.
 */
import type { SiteConfig } from "@tupelo-medicare/ui";

export const PHONE_LINK_CLASS =
  "inline-flex min-h-11 items-center text-xl font-bold text-primary-700 underline underline-offset-4 hover:decoration-2";

/** The brand and street address on three lines, as a <dd> of a details list. */
export function OfficeAddressDetail({ config }: { config: Pick<SiteConfig, "brand" | "address"> }) {
  const { brand, address } = config;
  return (
    <dd className="m-0">
      <address className="not-italic">
        {brand}
        <br />
        {address.street}
        <br />
        {address.locality}, {address.region} {address.postalCode}
      </address>
    </dd>
  );
}

/** The phone link and the TTY line, as two <dd> of a details list. */
export function OfficePhoneDetails({ phone, ttyClassName }: { phone: SiteConfig["phone"]; ttyClassName?: string }) {
  return (
    <>
      <dd className="m-0">
        <a href={phone.href} className={PHONE_LINK_CLASS}>
          {phone.display}
        </a>
      </dd>
      <dd className={ttyClassName ? `m-0 ${ttyClassName}` : "m-0"}>TTY users call {phone.tty}</dd>
    </>
  );
}
