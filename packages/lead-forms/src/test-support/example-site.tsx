import type { ReactNode } from "react";
import { SiteConfigProvider, exampleSiteConfig } from "@tupelo-medicare/ui";

/** The UI kit's clearly fictional agency (the kit ships no business's details): what the forms' tests and stories show. */
export function ExampleSite({ children }: { children?: ReactNode }) {
  return <SiteConfigProvider config={exampleSiteConfig}>{children}</SiteConfigProvider>;
}
