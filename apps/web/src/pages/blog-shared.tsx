/** Pieces shared by the blog list and blog post pages: card images, the category selector and the sidebar promos. */
import { useId } from "react";
import { useNavigate } from "react-router-dom";
import { imageSrcSet, imageUrl } from "@tupelo-medicare/content/rules";
import type { Category, ContentImage } from "@tupelo-medicare/content";
import { ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tupelo-medicare/ui";
import type { ContentCardImage } from "@tupelo-medicare/ui";
import { blogListPath } from "./blog-list.data.js";

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

interface BlogCategorySelectProps {
  categories: readonly Category[];
  /** The selected category slug ('all' for every post); empty shows the placeholder. */
  value: string;
  label: string;
  /** @defaultValue 'Choose a category' */
  placeholder?: string;
}

/**
 * The category dropdown: 'All Categories' plus every category by slug. Choosing one opens its first page of
 * posts (/blog?category={slug}); 'All Categories' opens /blog.
 */
export function BlogCategorySelect({ categories, value, label, placeholder = "Choose a category" }: BlogCategorySelectProps) {
  const navigate = useNavigate();
  const id = useId();
  const labelId = `${id}-label`;
  const triggerId = `${id}-trigger`;
  const options = categories.filter((category) => category.slug && category.slug !== "all");
  const selected = value === "all" || options.some((category) => category.slug === value) ? value : "";
  return (
    <div className="flex flex-col gap-2">
      <label id={labelId} htmlFor={triggerId} className="font-semibold text-ink">
        {label}
      </label>
      <Select value={selected} onValueChange={(next) => void navigate(blogListPath(next))}>
        {/* Named by the label and the current choice, e.g. 'Filter by category Enrollment'. */}
        <SelectTrigger id={triggerId} aria-labelledby={`${labelId} ${triggerId}`}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Categories</SelectItem>
          {options.map((category) => (
            <SelectItem key={category.id} value={category.slug}>
              {category.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
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
        href="/contact"
        action="Book Appointment"
        variant="primary"
      />
    </div>
  );
}
