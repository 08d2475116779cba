import * as React from "react";
import { Phone } from "lucide-react";
import { cn } from "../lib/cn";
import { SmartLink } from "../internal/smart-link";
import { useSiteConfig, type LinkComponent, type NavGroup } from "../site-config/site-config";
import { ButtonLink } from "./button";
import { MobileMenu } from "./mobile-menu";
import { NavigationMenu } from "./navigation-menu";
import { HeaderSearch, HeaderSearchDisclosure } from "./header-search";

type HeaderProps = React.ComponentProps<"header"> & {
  /** The logo; defaults to the brand name as text. */
  logo?: React.ReactNode;
  /** The current path, for aria-current and closing the phone menu on navigation. */
  currentPath?: string;
  /** The id of the page's main element, target of the 'Skip to main content' link. @defaultValue 'main-content' */
  mainId?: string;
  groups?: NavGroup[];
  LinkComponent?: LinkComponent;
  /** Where the search form sends `?q=…` (a GET form, no JavaScript needed); `null` leaves search out. */
  searchAction?: string | null;
};

/**
 * The sticky site header: a skip link, the phone number (tel: link) with TTY 711 in the same place on every
 * page, the logo, the desktop menu or the phone menu button, 'Schedule an Appointment', and (with `searchAction`)
 * the site search form.
 */
function Header({
  logo,
  currentPath,
  mainId = "main-content",
  groups,
  LinkComponent,
  searchAction = null,
  className,
  ...props
}: HeaderProps) {
  const config = useSiteConfig();
  return (
    <header
      data-slot="site-header"
      data-print="hide"
      className={cn(
        // Sticky only where the window is tall enough to spare it: at 400% zoom (320 x 256 CSS px) or with large
        // text on a short window it scrolls away with the page instead of covering half of it (WCAG 1.4.10).
        "sticky top-0 z-40 border-b border-border-subtle bg-surface shadow-sm [@media(max-height:30rem)]:relative",
        className,
      )}
      {...props}
    >
      <a
        href={`#${mainId}`}
        className="sr-only z-50 rounded-lg bg-surface px-4 py-3 font-bold text-primary-700 underline focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="bg-primary-900 text-white [--color-focus:var(--color-focus-inverse)]">
        <div
          className={cn(
            "mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:px-8",
            searchAction ? "justify-end md:justify-between" : "justify-end",
          )}
        >
          {searchAction ? <HeaderSearch action={searchAction} /> : null}
          <p className="m-0 flex flex-wrap items-center gap-x-2 text-base">
            <span className="hidden sm:inline">Talk to a licensed agent:</span>
            <a
              href={config.phone.href}
              className="inline-flex min-h-11 items-center gap-2 font-bold underline underline-offset-4 hover:decoration-2"
            >
              <Phone aria-hidden="true" className="size-5" />
              {config.phone.display}
            </a>
            <span>TTY {config.phone.tty}</span>
          </p>
        </div>
      </div>
      {/* Wraps rather than overflow: at 320 CSS px or with 200% text the buttons go under the logo. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <SmartLink
          href="/"
          LinkComponent={LinkComponent}
          className="inline-flex min-h-11 max-w-56 min-w-0 items-center text-xl leading-tight font-bold [overflow-wrap:anywhere] text-primary-900 xl:max-w-44"
        >
          {logo ?? config.brand}
        </SmartLink>
        <NavigationMenu
          groups={groups}
          currentPath={currentPath}
          LinkComponent={LinkComponent}
          className="hidden xl:flex"
        />
        <div className="ms-auto flex flex-wrap items-center justify-end gap-3">
          {searchAction ? <HeaderSearchDisclosure action={searchAction} /> : null}
          <ButtonLink href={config.schedulerUrl} variant="accent" className="hidden md:inline-flex">
            Schedule an Appointment
          </ButtonLink>
          <MobileMenu groups={groups} currentPath={currentPath} LinkComponent={LinkComponent} className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}

export { Header };
export type { HeaderProps };
