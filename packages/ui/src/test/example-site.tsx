import type { ReactNode } from "react";
import { SiteConfigProvider } from "../site-config/site-config";
import { exampleSiteConfig } from "./example-site-config";

/** The clearly fictional agency every kit test renders inside (the kit ships no business's details). */
export function ExampleSite({ children }: { children?: ReactNode }) {
  return <SiteConfigProvider config={exampleSiteConfig}>{children}</SiteConfigProvider>;
}
