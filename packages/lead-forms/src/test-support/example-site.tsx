import type { ReactNode } from "react";
import { SiteConfigProvider, createSiteMenu } from "@tupelo-medicare/ui";
import type { SiteConfigInput } from "@tupelo-medicare/ui";

/**
 * A clearly fictional agency (the UI kit ships no business's details): what the forms' tests and stories show. Its
 * phone number is in the 555-01xx range reserved for fiction; its addresses are example.com.
 */
const exampleSiteConfig: SiteConfigInput = {
  brand: "Example Medicare Agency",
  defaultTitle: "Plain-language Medicare help from an example agency",
  defaultDescription: "A fictional Medicare agency used to show and test the lead forms.",
  siteUrl: "https://www.example.com",
  phone: { display: "(555) 010-0199", href: "tel:+15550100199", tty: "711" },
  email: "hello@example.com",
  address: { street: "100 Example Street", locality: "Exampleville", region: "MS", postalCode: "38800", country: "US" },
  officeHours: { weekdays: "Monday-Friday 9:00 AM-5:00 PM", weekends: "Closed", openingHours: "Mo-Fr 09:00-17:00" },
  social: {
    facebook: "https://www.facebook.com/example",
    youtube: "https://www.youtube.com/@example",
    linkedin: "https://www.linkedin.com/company/example",
  },
  schedulerUrl: "https://scheduler.example.com/appointment",
  ...createSiteMenu(),
};

export function ExampleSite({ children }: { children?: ReactNode }) {
  return <SiteConfigProvider config={exampleSiteConfig}>{children}</SiteConfigProvider>;
}
