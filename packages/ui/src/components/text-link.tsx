import { cn } from "../lib/cn";
import { SmartLink, type SmartLinkProps } from "../internal/smart-link";

type TextLinkProps = SmartLinkProps;

/**
 * An underlined text link: internal paths through the configured LinkComponent, tel:/mailto: as they are,
 * external addresses in a new tab (announced), unsafe addresses (javascript:) as plain text.
 */
function TextLink({ className, ...props }: TextLinkProps) {
  return (
    <SmartLink
      data-slot="text-link"
      className={cn(
        "font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900 hover:decoration-2",
        className,
      )}
      {...props}
    />
  );
}

export { TextLink };
export type { TextLinkProps };
