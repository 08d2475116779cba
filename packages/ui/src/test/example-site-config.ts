import type { SiteConfigInput } from "../site-config/site-config";
import { createSiteMenu } from "../site-config/site-menu";

/**
 * A clearly fictional agency for the kit's stories and tests, which import it by path (it is not exported): never a
 * real business's details. Its phone number is in the 555-01xx range reserved for fiction; its addresses are
 * example.com. An app provides its own business to SiteConfigProvider.
 */
export const exampleSiteConfig: SiteConfigInput = {
  brand: "Example Medicare Agency",
  defaultTitle: "Plain-language Medicare help from an example agency",
  defaultDescription: "A fictional Medicare agency used to show and test the UI kit.",
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
