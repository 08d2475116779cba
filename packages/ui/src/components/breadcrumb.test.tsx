import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteConfigProvider } from "../site-config/site-config";
import { Breadcrumb, breadcrumbJsonLd } from "./breadcrumb";

const items = [
  { label: "Home", href: "/" },
  { label: "Blog", href: "/blog" },
  { label: "When should I sign up for Part B?" },
];

describe("Breadcrumb", () => {
  it("is a 'Breadcrumb' navigation with links and the current page marked", () => {
    render(<Breadcrumb items={items} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    expect(within(nav).getByText("When should I sign up for Part B?")).toHaveAttribute("aria-current", "page");
    expect(within(nav).getAllByRole("listitem")).toHaveLength(3);
  });

  it("emits BreadcrumbList JSON-LD with positions and absolute addresses", () => {
    render(<Breadcrumb items={items} />);
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent ?? "")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.example.com/blog" },
        { "@type": "ListItem", position: 3, name: "When should I sign up for Part B?" },
      ],
    });
  });

  it("uses the configured site address and escapes the JSON", () => {
    render(
      <SiteConfigProvider config={{ siteUrl: "https://example.org/" }}>
        <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "<Guides>" }]} />
      </SiteConfigProvider>,
    );
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain("<");
    expect(JSON.parse(script.textContent ?? "")).toMatchObject({
      itemListElement: [{ item: "https://example.org/" }, { name: "<Guides>" }],
    });
  });

  it("can leave out the structured data, and renders nothing without items", () => {
    const { container, rerender } = render(<Breadcrumb items={items} structuredData={false} />);
    expect(container.querySelector("script")).toBeNull();
    rerender(<Breadcrumb items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("builds the JSON-LD without rendering", () => {
    expect(
      breadcrumbJsonLd([{ label: "Plans", href: "https://other.example/plans" }], "https://www.example.com"),
    ).toMatchObject({
      itemListElement: [{ item: "https://other.example/plans" }],
    });
  });
});
