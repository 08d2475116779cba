import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tpmoDisclaimer } from "../test/fixtures";
import { Footer } from "./footer";

describe("Footer", () => {
  it("shows address, phone with TTY, e-mail and office hours", () => {
    render(<Footer tpmoDisclaimer={tpmoDisclaimer} year={2026} />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("100 Example Street, Exampleville, MS 38800");
    expect(within(footer).getByRole("link", { name: "(555) 010-0199" })).toHaveAttribute("href", "tel:+15550100199");
    expect(footer).toHaveTextContent("TTY 711");
    expect(within(footer).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    expect(footer).toHaveTextContent("Monday-Friday 9:00 AM-5:00 PM");
    expect(footer).toHaveTextContent("Saturday and Sunday: Closed");
  });

  it("links Facebook, YouTube and LinkedIn in new tabs", () => {
    render(<Footer />);
    const expected = {
      Facebook: "https://www.facebook.com/example",
      YouTube: "https://www.youtube.com/@example",
      LinkedIn: "https://www.linkedin.com/company/example",
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole("link", { name: new RegExp(`on ${name}`) });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
    }
  });

  it("has the link columns and legal links", () => {
    render(<Footer />);
    const nav = screen.getByRole("navigation", { name: "Footer" });
    expect(
      within(nav)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Understand Medicare", "Medicare Plans", "Resources", "About Us"]);
    expect(within(nav).getByRole("link", { name: "Part D Drug Plans" })).toHaveAttribute(
      "href",
      "/plans/medicarepartd",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getByRole("link", { name: "Sitemap" })).toHaveAttribute("href", "/sitemap");
  });

  it("shows the legal disclaimer with 1-800-MEDICARE, its TTY and the current year, and the TPMO disclaimer", () => {
    render(<Footer tpmoDisclaimer={tpmoDisclaimer} />);
    const legal = document.querySelector("[data-slot=legal-disclaimer]")!;
    expect(legal).toHaveTextContent(
      "not connected with or endorsed by the U.S. government or the federal Medicare program",
    );
    expect(legal).toHaveTextContent("There is no obligation to enroll.");
    expect(legal).toHaveTextContent("1-800-MEDICARE (1-800-633-4227)");
    expect(legal).toHaveTextContent("TTY 1-877-486-2048");
    expect(legal).toHaveTextContent(`© ${new Date().getFullYear()} Example Medicare Agency`);
    expect(document.querySelector("[data-slot=tpmo-disclaimer]")).toHaveTextContent(tpmoDisclaimer);
  });
});
