import { render, screen } from "@testing-library/react";
import { Fragment } from "react";
import { describe, expect, it } from "vitest";
import { Footer } from "../components/footer";
import { exampleSiteConfig } from "../test/example-site-config";
import { SiteConfigProvider, formatAddress, useLinkComponent, useSiteConfig } from "./site-config";

function Show() {
  const config = useSiteConfig();
  return <p>{`${config.brand} ${config.schedulerUrl} ${config.phone.display}`}</p>;
}

describe("site configuration", () => {
  it("ships no business: without a provider, a component that shows the business asks for its details by name", () => {
    expect(() => render(<Footer />, { wrapper: Fragment })).toThrow(
      "@tupelo-medicare/ui needs your business details: wrap the app in <SiteConfigProvider config={{ ... }}> with brand, defaultTitle, defaultDescription, siteUrl, phone, email, address, officeHours, schedulerUrl.",
    );
    expect(() =>
      render(
        <SiteConfigProvider config={{ brand: "Only A Brand" }}>
          <Show />
        </SiteConfigProvider>,
        { wrapper: Fragment },
      ),
    ).toThrow(/with defaultTitle, defaultDescription, siteUrl, phone, email, address, officeHours, schedulerUrl\./);
  });

  it("links need no business details: a plain anchor unless the app plugs in its router's link", () => {
    function Probe() {
      const Link = useLinkComponent();
      return <Link href="/plans">Plans</Link>;
    }
    render(<Probe />, { wrapper: Fragment });
    expect(screen.getByRole("link", { name: "Plans" })).toHaveAttribute("href", "/plans");
  });

  it("overrides values with a provider, nested providers merging over their parent", () => {
    render(
      <SiteConfigProvider config={{ ...exampleSiteConfig, schedulerUrl: "https://scheduler.example/a" }}>
        <SiteConfigProvider config={{ brand: "Brand B" }}>
          <Show />
        </SiteConfigProvider>
      </SiteConfigProvider>,
      { wrapper: Fragment },
    );
    expect(screen.getByText("Brand B https://scheduler.example/a (555) 010-0199")).toBeInTheDocument();
  });

  it("formats the postal address on one line", () => {
    expect(formatAddress(exampleSiteConfig.address)).toBe("100 Example Street, Exampleville, MS 38800");
  });
});
