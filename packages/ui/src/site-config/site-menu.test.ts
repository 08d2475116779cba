import { describe, expect, it } from "vitest";
import { exampleSiteConfig } from "../test/example-site-config";
import { createSiteMenu } from "./site-menu";

describe("createSiteMenu", () => {
  it("is the example agency's menu, so the kit's stories show the site's menu", () => {
    const menu = createSiteMenu();
    expect(exampleSiteConfig.navigation).toEqual(menu.navigation);
    expect(exampleSiteConfig.footerColumns).toEqual(menu.footerColumns);
    expect(exampleSiteConfig.legalLinks).toEqual(menu.legalLinks);
  });

  it("names the agency only in its own group's label and id and in the office's town", () => {
    const plain = createSiteMenu();
    const agency = createSiteMenu({ aboutLabel: "The Example Difference", officeTown: "Exampleville" });
    expect(agency.navigation.map((group) => [group.id, group.label])).toEqual([
      ["understand-medicare", "Understand Medicare"],
      ["medicare-plans", "Medicare Plans"],
      ["resources", "Resources"],
      ["the-example-difference", "The Example Difference"],
    ]);
    expect(plain.navigation[3]).toMatchObject({ id: "about-us", label: "About Us" });
    const contact = (menu: typeof plain) => menu.navigation[3]?.items.find((item) => item.href === "/contact-us");
    expect(contact(plain)?.description).toBe("Call, e-mail or visit our office.");
    expect(contact(agency)?.description).toBe("Call, e-mail or visit our Exampleville office.");
  });

  it("makes a footer column of each group: its section page first, then its pages", () => {
    const { footerColumns } = createSiteMenu();
    expect(footerColumns.map((column) => column.title)).toEqual([
      "Understand Medicare",
      "Medicare Plans",
      "Resources",
      "About Us",
    ]);
    expect(footerColumns[1]?.links.slice(0, 2)).toEqual([
      { label: "Compare all Medicare plans", href: "/plans" },
      { label: "Medicare Advantage", href: "/plans/medicare-advantage" },
    ]);
    expect(createSiteMenu().legalLinks.map((link) => link.href)).toContain("/accessibility");
  });
});
