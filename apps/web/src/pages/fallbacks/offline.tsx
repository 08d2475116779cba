/**
 * The offline fallback (served by the service worker at /offline.html for a page never opened on this device while
 * there is no connection): a plain message, a way home and the office phone number; noindex, not in the sitemap.
 * Prerendered as a static page without the client script, so it never hydrates over the address it stands in for.
 */
import { ButtonLink, Seo, useSiteConfig } from "@tupelo-medicare/ui";

/** Texts of the offline page. */
export const OFFLINE_TEXT = {
  title: "You Are Offline",
  message: "This page has not been saved on this device yet, and there is no internet connection right now.",
  hint: "Pages you have already opened still work. Try again when you are back online.",
} as const;

export default function OfflinePage() {
  const config = useSiteConfig();
  return (
    <div
      data-page="offline"
      className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 lg:py-24"
    >
      <Seo title={OFFLINE_TEXT.title} description={OFFLINE_TEXT.message} noindex />
      <h1 className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">{OFFLINE_TEXT.title}</h1>
      <p className="text-xl text-ink">{OFFLINE_TEXT.message}</p>
      <p className="text-lg text-ink">{OFFLINE_TEXT.hint}</p>
      <ButtonLink href="/" variant="primary" size="lg">
        Go to the Home Page
      </ButtonLink>
      <p className="text-lg text-ink">
        To talk to us now, call{" "}
        <a
          href={config.phone.href}
          className="font-semibold min-[20.5rem]:whitespace-nowrap text-primary-700 underline underline-offset-4"
        >
          {config.phone.display}
        </a>
        .
      </p>
    </div>
  );
}
