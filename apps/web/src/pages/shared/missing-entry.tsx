import { Seo, TextLink } from "@tupelo-medicare/ui";

/**
 * The page of a post, video or guide whose entry is not (or no longer) published: a noindex page that says so and
 * links to the list it belongs to.
 */
export function MissingEntry({
  title,
  text,
  href,
  linkText,
}: {
  title: string;
  text: string;
  href: string;
  linkText: string;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16">
      <Seo title={title} description={text} noindex />
      <h1 className="text-4xl font-bold text-primary-900">{title}</h1>
      <p className="text-lg text-ink">{text}</p>
      <TextLink href={href}>{linkText}</TextLink>
    </div>
  );
}
