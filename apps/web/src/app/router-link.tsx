import { Link } from "react-router-dom";
import type { LinkProps } from "@tupelo-medicare/ui";

/** The UI kit's link component backed by React Router for site paths; other addresses stay plain anchors. */
export function RouterLink({ href, ...props }: LinkProps) {
  if (
    href.startsWith("/") &&
    !href.startsWith("//") &&
    !/\.(pdf|xml|txt|webm|mp4)$/i.test(href.split(/[?#]/)[0] ?? "")
  ) {
    return <Link to={href} {...props} />;
  }
  return <a href={href} {...props} />;
}
