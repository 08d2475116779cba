/**
 * An agent landing page (docs/product.md, Pages and routes, /{name}-insurance): the foundational page of that slug as a generic content page,
 * with the free-guide button and 'Schedule an Appointment'. Any other single-segment path is the 404 page.
 */
import { ButtonLink, useSiteConfig } from "@tupelo-medicare/ui";
import { isAgentSlug } from "../../app/site-routes.js";
import { GenericContentPage } from "./content-generic-page.js";
import { FreeGuideButton, SidebarSection } from "./content-sidebar.js";
import NotFoundPage from "../fallbacks/not-found.js";
import { usePageRoute } from "../../app/page-route.js";

function AgentActions() {
  const config = useSiteConfig();
  return (
    <SidebarSection title="Free, Local Medicare Help" className="bg-primary-50">
      <p className="mt-2 text-ink">
        Get our free plain-language guide, or book a time to talk one-on-one. There is no cost and no obligation.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <FreeGuideButton className="w-full" />
        <ButtonLink href={config.schedulerUrl} variant="secondary" size="lg" className="w-full">
          Schedule an Appointment
        </ButtonLink>
      </div>
    </SidebarSection>
  );
}

export default function AgentLandingPage() {
  const slug = usePageRoute().params.slug ?? "";
  if (!isAgentSlug(slug)) return <NotFoundPage />;
  return (
    <GenericContentPage
      slug={slug}
      canonical={`/${slug}`}
      aside={<AgentActions />}
      asideLabel="Get help"
      extraStructuredData={[{ type: "insurance" }]}
      notFound={<NotFoundPage />}
    />
  );
}
