import { createContext, useContext } from "react";
import type { ComponentType, ReactNode } from "react";
import type { RichTextLinkProps } from "../types.js";
import { classifyHref } from "./hrefs.js";
import type { SafeHref } from "./hrefs.js";

function PlainLink({ href, children, className }: RichTextLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The app's link component for site-relative addresses, provided by renderRichText. */
const LinkComponentContext = createContext<ComponentType<RichTextLinkProps>>(PlainLink);

function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}

interface SafeLinkProps {
  target: SafeHref;
  children: ReactNode;
  className?: string;
  /** Files (PDFs, asset links) are not routes: site-relative files get a plain anchor, not the app's link. */
  file?: boolean;
}

/** A link to an already classified address: the app's link on the site, a new tab off it, a plain anchor for mailto/tel. */
function SafeLink({ target, children, className, file = false }: SafeLinkProps) {
  const Link = useContext(LinkComponentContext);
  switch (target.kind) {
    case "internal":
      return file ? (
        <a href={target.href} className={className}>
          {children}
        </a>
      ) : (
        <Link href={target.href} className={className}>
          {children}
        </Link>
      );
    case "external":
      return (
        <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
          {children}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      );
    case "contact":
      return (
        <a href={target.href} className={className}>
          {children}
        </a>
      );
    default:
      target.kind satisfies never;
      return null;
  }
}

/** A link to an untrusted address; its children as plain text when the address is not allowed. */
function UntrustedLink({
  href,
  children,
  className,
  file,
}: {
  href: unknown;
  children: ReactNode;
  className?: string;
  file?: boolean;
}) {
  const target = classifyHref(href);
  if (!target) return <>{children}</>;
  return (
    <SafeLink target={target} className={className} file={file}>
      {children}
    </SafeLink>
  );
}

export { LinkComponentContext, PlainLink, SafeLink, UntrustedLink };
