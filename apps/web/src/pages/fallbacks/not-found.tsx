/** The 404 page (docs/product.md: Pages and routes): 'Page Not Found', a way home and the office phone number; noindex; logs the missing path. */
import { useEffect, useRef } from "react";
import { ButtonLink, Seo, useSiteConfig } from "@tupelo-medicare/ui";
import { usePageRoute } from "../../app/page-route.js";

export default function NotFoundPage() {
  const { pathname } = usePageRoute();
  const config = useSiteConfig();
  const logged = useRef<string | null>(null);

  useEffect(() => {
    if (logged.current === pathname) return;
    logged.current = pathname;
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 lg:py-24">
      <Seo title="Page Not Found" description="The page you are looking for doesn't exist or has been moved." noindex />
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">Page Not Found</h1>
      <p className="text-xl text-ink">
        We&apos;re sorry, the page you are looking for doesn&apos;t exist or has been moved.
      </p>
      <ButtonLink href="/" variant="primary" size="lg">
        Return to Home
      </ButtonLink>
      <p className="text-lg text-ink">
        Need help finding something? Call us at{" "}
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
