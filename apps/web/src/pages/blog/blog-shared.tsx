/** Pieces shared by the blog list and blog post pages: card images and the sidebar promos. */
import { useId } from "react";
import { useAppointmentHref } from "../../app/use-appointment-href.js";
import { imageSrcSet, imageUrl } from "@tupelo-medicare/content/rules";
import type { ContentImage } from "@tupelo-medicare/content";
import { ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@tupelo-medicare/ui";
import type { ContentCardImage } from "@tupelo-medicare/ui";

/** The image shown for a post without a featured image (public/images/blog-placeholder.svg, 16:9). */
export const BLOG_PLACEHOLDER_IMAGE = { src: "/images/blog-placeholder.svg", width: 640, height: 360 } as const;

const CARD_WIDTHS = [320, 640, 960] as const;

/** A card image for a post: its featured image (resized where the host allows), else the placeholder. */
export function blogCardImage(image: ContentImage | null): ContentCardImage {
  if (!image?.url) return { src: BLOG_PLACEHOLDER_IMAGE.src, alt: "" };
  const srcSet = imageSrcSet(image.url, CARD_WIDTHS, { format: "webp", maxWidth: image.width ?? undefined });
  return {
    src: imageUrl(image.url, { width: 640, format: "webp" }),
    srcSet: srcSet || undefined,
    sizes: srcSet ? "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" : undefined,
    alt: image.description,
  };
}

interface PromoProps {
  title: string;
  text: string;
  href: string;
  action: string;
  variant: "accent" | "primary";
}

function Promo({ title, text, href, action, variant }: PromoProps) {
  const headingId = useId();
  return (
    <Card className="gap-3 bg-surface-alt">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription className="text-ink">{text}</CardDescription>
      </CardContent>
      <CardFooter>
        <ButtonLink href={href} variant={variant} className="w-full" aria-describedby={headingId}>
          {action}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

/** The blog list's sidebar: the two free guides and an appointment. */
export function BlogPromos() {
  // 'Book Appointment' opens the booking flow when booking is on, the contact page otherwise (as before).
  const bookHref = useAppointmentHref("/contact");
  return (
    <div className="flex flex-col gap-6">
      <Promo
        title="Your Free Medicare Breakdown"
        text="A plain-language guide to the parts of Medicare, the key dates and what it costs."
        href="/medicare-breakdown"
        action="Download Free Guide"
        variant="accent"
      />
      <Promo
        title="Avoid Costly Medicare Mistakes"
        text="Your free guide to smart decisions: the deadlines, penalties and gaps to watch for."
        href="/avoid-mistakes-with-medicare"
        action="Download Free Guide"
        variant="accent"
      />
      <Promo
        title="Talk With a Local Agent"
        text="Meet a licensed agent in our Tupelo office or by phone. There is no cost and no obligation."
        href={bookHref}
        action="Book Appointment"
        variant="primary"
      />
    </div>
  );
}
