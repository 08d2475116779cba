/** The shared generic content page of /resources/calculators, /resources/glossary, /privacy-policy and /terms-of-service. */
import { useLocation } from "react-router-dom";
import { GenericContentPage } from "./content-generic-page.js";

export default function GenericPage({ slug = "" }: { slug?: string }) {
  const { pathname } = useLocation();
  return <GenericContentPage slug={slug} canonical={pathname.replace(/\/+$/, "") || "/"} />;
}
