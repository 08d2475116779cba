import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteConfigProvider, type LinkProps } from "../site-config/site-config";
import { Header } from "./header";

describe("Header", () => {
  it("is a sticky banner with a skip link, the phone number as a tel: link with TTY 711, and the logo", () => {
    render(<Header />);
    const header = screen.getByRole("banner");
    expect(header).toHaveClass("sticky", "top-0");
    expect(within(header).getAllByRole("link")[0]).toHaveAttribute("href", "#main-content");
    expect(within(header).getByRole("link", { name: "(555) 010-0199" })).toHaveAttribute("href", "tel:+15550100199");
    expect(within(header).getByText("TTY 711")).toBeInTheDocument();
    expect(within(header).getByRole("link", { name: "Example Medicare Agency" })).toHaveAttribute("href", "/");
  });

  it("has the desktop menu, the phone menu button and 'Schedule an Appointment' to the scheduler", () => {
    render(<Header />);
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toBeInTheDocument();
    const schedule = screen.getByRole("link", { name: /^Schedule an Appointment/ });
    expect(schedule).toHaveAttribute("href", "https://scheduler.example.com/appointment");
    expect(schedule).toHaveAttribute("data-variant", "accent");
  });

  it("takes the brand, phone, scheduler and link component from the site configuration", () => {
    const RouterLink = ({ href, ...props }: LinkProps) => <a data-router="" href={href} {...props} />;
    render(
      <SiteConfigProvider
        config={{
          schedulerUrl: "https://scheduler.example/book",
          phone: { display: "(662) 555-0199", href: "tel:+16625550199", tty: "711" },
          LinkComponent: RouterLink,
        }}
      >
        <Header />
      </SiteConfigProvider>,
    );
    expect(screen.getByRole("link", { name: /^Schedule an Appointment/ })).toHaveAttribute(
      "href",
      "https://scheduler.example/book",
    );
    expect(screen.getByRole("link", { name: "(662) 555-0199" })).toHaveAttribute("href", "tel:+16625550199");
    expect(screen.getByRole("link", { name: "Example Medicare Agency" })).toHaveAttribute("data-router");
  });

  it("has no search form unless given where to send it", () => {
    render(<Header />);
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
  });

  it("with searchAction, has a GET search form (q) on wide screens and behind a 'Search' disclosure on phones", () => {
    const { container } = render(<Header searchAction="/search" />);
    const forms = screen.getAllByRole("search", { hidden: true });
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toHaveAttribute("action", "/search");
      expect(form).toHaveAttribute("method", "get");
      const input = within(form).getByRole("searchbox", { name: "Search this site", hidden: true });
      expect(input).toHaveAttribute("name", "q");
      expect(within(form).getByRole("button", { name: "Search", hidden: true })).toHaveAttribute("type", "submit");
    }
    expect(new Set(forms.map((form) => form.querySelector("input")!.id)).size).toBe(2);
    const disclosure = container.querySelector("details[data-slot='header-search']");
    expect(disclosure?.querySelector("summary")).toHaveTextContent("Search");
    expect(disclosure?.contains(forms[1]!)).toBe(true);
  });
});
