import { describe, expect, it } from "vitest";
import { FileText } from "lucide-react";
import type { NavGroup } from "@tupelo-medicare/ui";
import { headerProps } from "./header-props.js";

const navigation: NavGroup[] = [
  {
    id: "plans",
    label: "Plans",
    href: "/plans",
    items: [{ title: "Part D", href: "/plans/medicarepartd", description: "Drug plans", icon: FileText }],
  },
  { id: "learn", label: "Learn", items: [{ title: "Blog", href: "/blog", description: "Articles", icon: FileText }] },
];

describe("headerProps", () => {
  it("passes the path of a page the menu links to (a group's page or an item's), so its link is marked current", () => {
    expect(headerProps("/plans", navigation)).toEqual({ currentPath: "/plans" });
    expect(headerProps("/plans/medicarepartd", navigation)).toEqual({ currentPath: "/plans/medicarepartd" });
    expect(headerProps("/blog", navigation)).toEqual({ currentPath: "/blog" });
  });

  it("passes nothing for a page off the menu, so every such page has one header", () => {
    expect(headerProps("/blog/turning-65-medicare-checklist", navigation)).toEqual({});
    expect(headerProps("/blog?page=2", navigation)).toEqual({});
    expect(headerProps("/plan", navigation)).toEqual({});
  });
});
