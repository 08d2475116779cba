import * as React from "react";
import { Slot } from "radix-ui";
import { ArrowRight } from "lucide-react";
import { cn } from "../lib/cn";
import { SmartLink } from "../internal/smart-link";
import type { LinkComponent } from "../site-config/site-config";
import { Image } from "./image";
import { Skeleton } from "./skeleton";

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col gap-4 rounded-card border border-border-subtle bg-surface py-6 text-ink shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "grid auto-rows-min items-start gap-2 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto]",
        className,
      )}
      {...props}
    />
  );
}

type CardTitleProps = React.ComponentProps<"h3"> & {
  /** Renders the child element (e.g. an `<h2>`) instead of an `<h3>`. */
  asChild?: boolean;
};

function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : "h3";
  return (
    <Comp
      data-slot="card-title"
      className={cn("text-xl leading-snug font-bold text-primary-900", className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-muted", className)} {...props} />;
}

function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("mt-auto flex items-center gap-3 px-6", className)} {...props} />;
}

/** An image for a content card. */
type ContentCardImage = {
  src?: string | null;
  alt: string;
  srcSet?: string;
  sizes?: string;
  /** Load at once (cards in the first row, which may be the largest paint) instead of lazily. */
  priority?: boolean;
};

type ContentCardProps = Omit<React.ComponentProps<"article">, "title"> & {
  href: string;
  title: string;
  description?: string;
  /** Image at the top (16:9); a placeholder keeps the space when it is missing or fails. */
  image?: ContentCardImage;
  /** A short label such as the category, shown as a chip. */
  eyebrow?: string;
  /** A line such as 'Published January 5, 2025' or 'Updated: ...'. */
  meta?: string;
  /** Visible call to action at the bottom. @defaultValue 'Read More' */
  actionLabel?: string;
  /** Heading level of the title. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  LinkComponent?: LinkComponent;
};

/**
 * A card for a blog post, video, guide or state page: the whole card is one link named by its title, so a
 * screen reader hears each card once. ContentCardSkeleton has exactly its size.
 */
function ContentCard({
  href,
  title,
  description,
  image,
  eyebrow,
  meta,
  actionLabel = "Read More",
  headingLevel = 3,
  LinkComponent,
  className,
  ...props
}: ContentCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="content-card"
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-border-subtle bg-surface text-ink shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md",
        className,
      )}
      {...props}
    >
      <Image
        src={image?.src}
        alt={image?.alt ?? ""}
        srcSet={image?.srcSet}
        sizes={image?.sizes}
        priority={image?.priority}
        width={640}
        height={360}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {eyebrow ? (
            <span className="rounded-full bg-primary-50 px-3 py-0.5 font-semibold text-primary-700">{eyebrow}</span>
          ) : null}
          {meta ? <span className="text-muted">{meta}</span> : null}
        </div>
        <Heading className="line-clamp-2 min-h-[2lh] text-xl leading-snug font-bold text-primary-900">
          <SmartLink
            href={href}
            LinkComponent={LinkComponent}
            className="underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-focus focus-visible:after:rounded-card"
          >
            {title}
          </SmartLink>
        </Heading>
        <p className="line-clamp-3 min-h-[3lh] text-muted">{description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700"
        >
          {actionLabel}
          <ArrowRight className="size-5 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}

type ContentCardSkeletonProps = React.ComponentProps<"div">;

/** A loading stand-in with exactly the layout and size of a ContentCard; hidden from screen readers. */
function ContentCardSkeleton({ className, ...props }: ContentCardSkeletonProps) {
  return (
    <div
      data-slot="content-card-skeleton"
      aria-hidden="true"
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-card border border-border-subtle bg-surface shadow-sm",
        className,
      )}
      {...props}
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex min-h-8 items-center gap-3 text-sm">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
        <div className="flex h-[2lh] flex-col justify-around text-xl leading-snug">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
        <div className="flex h-[3lh] flex-col justify-around">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <div className="mt-auto flex min-h-11 items-center">
          <Skeleton className="h-5 w-28" />
        </div>
      </div>
    </div>
  );
}

export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardAction,
  CardContent,
  CardFooter,
  ContentCard,
  ContentCardSkeleton,
};
export type { CardTitleProps, ContentCardImage, ContentCardProps, ContentCardSkeletonProps };
