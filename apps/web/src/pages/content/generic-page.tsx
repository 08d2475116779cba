/** The shared generic content page of /resources/calculators, /resources/glossary, /privacy-policy and /terms-of-service. */
import { GenericContentPage } from "./content-generic-page.js";
import { usePageRoute } from "../../app/page-route.js";
import { pagePath } from "../../app/url-path.js";

export default function GenericPage({ slug = "" }: { slug?: string }) {
  const { pathname } = usePageRoute();
  return <GenericContentPage slug={slug} canonical={pagePath(pathname)} />;
}
