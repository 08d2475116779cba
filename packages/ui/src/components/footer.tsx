import * as React from "react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { cn } from "../lib/cn";
import { SmartLink } from "../internal/smart-link";
import { FacebookIcon, LinkedInIcon, YouTubeIcon } from "../internal/social-icons";
import { formatAddress, useSiteConfig, type FooterColumn, type LinkComponent } from "../site-config/site-config";

type FooterProps = React.ComponentProps<"footer"> & {
  /** The TPMO disclaimer (42 CFR 422.2267(e)(41)) from content, shown in full. */
  tpmoDisclaimer?: string;
  /** Year in the copyright and disclaimer. @defaultValue the current year */
  year?: number;
  columns?: FooterColumn[];
  LinkComponent?: LinkComponent;
};

const linkClass = "inline-flex min-h-11 items-center underline-offset-4 hover:underline";

/**
 * The site footer: contact details (address, phone with TTY, e-mail, hours), social links (Facebook, YouTube,
 * LinkedIn), link columns, the TPMO disclaimer from content and the legal disclaimer with 1-800-MEDICARE.
 */
function Footer({
  tpmoDisclaimer,
  year = new Date().getFullYear(),
  columns,
  LinkComponent,
  className,
  ...props
}: FooterProps) {
  const config = useSiteConfig();
  const footerColumns = columns ?? config.footerColumns;
  const social = [
    { name: "Facebook", href: config.social.facebook, Icon: FacebookIcon },
    { name: "YouTube", href: config.social.youtube, Icon: YouTubeIcon },
    { name: "LinkedIn", href: config.social.linkedin, Icon: LinkedInIcon },
  ].flatMap(({ href, ...network }) => (href ? [{ ...network, href }] : []));

  return (
    <footer
      data-slot="site-footer"
      className={cn("bg-primary-900 text-white [--color-focus:var(--color-focus-inverse)]", className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,22rem)_1fr] lg:px-8">
        <div className="flex flex-col gap-5">
          <p className="m-0 text-2xl font-bold">{config.brand}</p>
          <address className="flex flex-col gap-2 not-italic">
            <span className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0" />
              {formatAddress(config.address)}
            </span>
            <span className="flex flex-wrap items-center gap-x-3">
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <a href={config.phone.href} className={cn(linkClass, "font-bold underline")}>
                {config.phone.display}
              </a>
              <span>TTY {config.phone.tty}</span>
            </span>
            <span className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <a href={`mailto:${config.email}`} className={cn(linkClass, "underline [overflow-wrap:anywhere]")}>
                {config.email}
              </a>
            </span>
            <span className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                {config.officeHours.weekdays}
                <br />
                Saturday and Sunday: {config.officeHours.weekends}
              </span>
            </span>
          </address>
          {social.length > 0 ? (
            <ul aria-label="Follow us" className="flex list-none flex-wrap gap-3 p-0" data-print="hide">
              {social.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20"
                  >
                    <Icon className="size-6" />
                    <span className="sr-only">
                      {config.brand} on {name} (opens in a new tab)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Footer" data-print="hide" className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="m-0 mb-2 text-lg font-bold">{column.title}</h2>
              <ul className="m-0 flex list-none flex-col p-0">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
                      LinkComponent={LinkComponent}
                      className={cn(linkClass, "text-primary-50")}
                    >
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-base text-primary-50 sm:px-6 lg:px-8">
          {tpmoDisclaimer ? (
            <p data-slot="tpmo-disclaimer" className="m-0 max-w-none">
              {tpmoDisclaimer}
            </p>
          ) : null}
          <p data-slot="legal-disclaimer" className="m-0">
            {config.brand} is not connected with or endorsed by the U.S. government or the federal Medicare program.
            There is no obligation to enroll. For information on all of your options, contact Medicare at{" "}
            <a href="tel:+18006334227" className="underline underline-offset-4">
              1-800-MEDICARE (1-800-633-4227)
            </a>
            , TTY{" "}
            <a href="tel:+18774862048" className="underline underline-offset-4">
              1-877-486-2048
            </a>
            , 24 hours a day, 7 days a week, or visit{" "}
            <a
              href="https://www.medicare.gov"
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4"
            >
              Medicare.gov
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            . © {year} {config.brand}. All rights reserved.
          </p>
          <ul aria-label="Legal" className="m-0 flex list-none flex-wrap gap-x-6 p-0" data-print="hide">
            {config.legalLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} LinkComponent={LinkComponent} className={cn(linkClass, "underline")}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

export { Footer };
export type { FooterProps };
