import { createSiteMenu } from "@tupelo-medicare/ui";

/**
 * The site menu (the header's dropdowns, the phone menu's sections, the footer's columns) and the footer's legal
 * links: the UI kit's Medicare site menu, the same one its stories show, with this agency's group and office.
 */
const { navigation, footerColumns, legalLinks } = createSiteMenu({
  aboutLabel: "The Trace Difference",
  officeTown: "Tupelo",
});

export { navigation, footerColumns, legalLinks };
