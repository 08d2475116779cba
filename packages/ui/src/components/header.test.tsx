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
    expect(within(header).getByRole("link", { name: "(662) 555-0142" })).toHaveAttribute("href", "tel:+16625550142");
    expect(within(header).getByText("TTY 711")).toBeInTheDocument();
    expect(within(header).getByRole("link", { name: "Trace Medicare Partners" })).toHaveAttribute("href", "/");
  });

  it("has the desktop menu, the phone menu button and 'Schedule an Appointment' to the scheduler", () => {
    render(<Header />);
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toBeInTheDocument();
    const schedule = screen.getByRole("link", { name: /^Schedule an Appointment/ });
    expect(schedule).toHaveAttribute("href", "https://calendly.com/tracemedicarepartners/medicare-appointment");
    expect(schedule).toHaveAttribute("data-variant", "accent");
  });

  it("takes the brand, phone, scheduler and link component from the site configuration", () => {
    const RouterLink = ({ href, ...props }: LinkProps) => <a data-router="" href={href} {...props} />;
    render(
      <SiteConfigProvider config={{ schedulerUrl: "https://scheduler.example/book", phone: { display: "(662) 555-0199", href: "tel:+16625550199", tty: "711" }, LinkComponent: RouterLink }}>
        <Header />
      </SiteConfigProvider>,
    );
    expect(screen.getByRole("link", { name: /^Schedule an Appointment/ })).toHaveAttribute("href", "https://scheduler.example/book");
    expect(screen.getByRole("link", { name: "(662) 555-0199" })).toHaveAttribute("href", "tel:+16625550199");
    expect(screen.getByRole("link", { name: "Trace Medicare Partners" })).toHaveAttribute("data-router");
  });
});
