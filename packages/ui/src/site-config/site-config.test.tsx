import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteConfigProvider, defaultSiteConfig, formatAddress, useSiteConfig } from "./site-config";

function Show() {
  const config = useSiteConfig();
  return <p>{`${config.brand} ${config.schedulerUrl} ${config.phone.display}`}</p>;
}

describe("site configuration", () => {
  it("holds the business details in one place", () => {
    expect(defaultSiteConfig).toMatchObject({
      brand: "Trace Medicare Partners",
      phone: { display: "(662) 555-0142", href: "tel:+16625550142", tty: "711" },
      email: "hello@tracemedicarepartners.com",
      officeHours: { weekdays: "Monday-Friday 9:00 AM-5:00 PM", weekends: "Closed" },
      schedulerUrl: "https://calendly.com/tracemedicarepartners/medicare-appointment",
      social: {
        facebook: "https://www.facebook.com/tracemedicarepartners",
        youtube: "https://www.youtube.com/@tracemedicarepartners",
        linkedin: "https://www.linkedin.com/company/trace-medicare-partners",
      },
    });
    expect(formatAddress(defaultSiteConfig.address)).toBe("431 West Main Street, Suite 200, Tupelo, MS 38804");
    expect(defaultSiteConfig.navigation.map((group) => group.label)).toEqual(["Understand Medicare", "Medicare Plans", "Resources", "The Trace Difference"]);
    for (const group of defaultSiteConfig.navigation) for (const item of group.items) expect(item.description.length).toBeGreaterThan(10);
  });

  it("overrides values with a provider, nested providers merging over their parent", () => {
    render(
      <SiteConfigProvider config={{ schedulerUrl: "https://scheduler.example/a" }}>
        <SiteConfigProvider config={{ brand: "Brand B" }}>
          <Show />
        </SiteConfigProvider>
      </SiteConfigProvider>,
    );
    expect(screen.getByText("Brand B https://scheduler.example/a (662) 555-0142")).toBeInTheDocument();
  });
});
