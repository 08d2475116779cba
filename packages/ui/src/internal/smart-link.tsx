import * as React from "react";
import { isExternalHref, safeHref } from "@tupelo-medicare/content/rules";
import { useLinkComponent, type LinkComponent, type LinkProps } from "../site-config/site-config";

type SmartLinkProps = LinkProps & {
  /** Overrides the configured link component for this link. */
  LinkComponent?: LinkComponent;
  /** Opens in a new tab; defaults to true for addresses that leave the site. */
  newTab?: boolean;
};

/**
 * Renders internal paths with the configured LinkComponent (the app's router), and tel:, mailto: and external
 * addresses with a plain anchor; external ones open in a new tab and say so to screen readers. Unsafe
 * addresses (javascript:, data:) render the text without a link.
 */
function SmartLink({ href, LinkComponent, newTab, children, ...props }: SmartLinkProps) {
  const ConfiguredLink = useLinkComponent();
  const safe = safeHref(href);
  if (safe === null) return <span {...props}>{children}</span>;
  const external = isExternalHref(safe);
  const opensNewTab = newTab ?? external;
  if (external || /^(tel|mailto):/i.test(safe)) {
    return (
      <a href={safe} {...(opensNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props}>
        {children}
        {opensNewTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  const Component = LinkComponent ?? ConfiguredLink;
  return (
    <Component href={safe} {...props}>
      {children}
    </Component>
  );
}

export { SmartLink };
export type { SmartLinkProps };
