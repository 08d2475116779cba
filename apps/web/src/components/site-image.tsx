import { Image } from "@tupelo-medicare/ui";
import type { ImageProps } from "@tupelo-medicare/ui";
import { UserIcon } from "./icons.js";

export type SiteImageProps = Pick<
  ImageProps,
  "src" | "alt" | "width" | "height" | "srcSet" | "sizes" | "priority" | "className" | "referrerPolicy"
> & {
  /** A person silhouette as the placeholder (team photos, reviewer photos), with these classes. */
  personFallbackClassName?: string;
};

/**
 * An image that loads when near the viewport (50 px) and switches for good to a placeholder if it fails:
 * prerendered, never hydrated; the plain image script (app/image-runtime.ts) does both.
 */
export function SiteImage({ personFallbackClassName, ...props }: SiteImageProps) {
  return (
    <Image
      {...props}
      fallback={personFallbackClassName ? <UserIcon className={personFallbackClassName} /> : undefined}
    />
  );
}
