import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, ButtonLink, buttonVariants } from "./button";

describe("Button", () => {
  it("is a type=button with the primary variant by default", () => {
    render(<Button>Compare plans</Button>);
    const button = screen.getByRole("button", { name: "Compare plans" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-variant", "primary");
    expect(button).toHaveClass("min-h-12");
  });

  it("keeps every size at least 44 px tall", () => {
    for (const size of ["sm", "default", "lg", "icon"] as const) {
      expect(buttonVariants({ size })).toMatch(/min-h-11|min-h-12|min-h-14|size-11/);
    }
  });

  it("renders its child with asChild, merging classes last", () => {
    render(
      <Button asChild variant="accent" className="w-full">
        <a href="/contact">Contact</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link).not.toHaveAttribute("type");
    expect(link).toHaveClass("bg-accent-600", "w-full");
  });
});

describe("ButtonLink", () => {
  it("opens external addresses in a new tab and says so", () => {
    render(<ButtonLink href="https://calendly.com/x">Book</ButtonLink>);
    const link = screen.getByRole("link", { name: /Book.*opens in a new tab/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps tel: and internal links in the same tab and never links unsafe addresses", () => {
    render(
      <>
        <ButtonLink href="tel:+15550100199">Call</ButtonLink>
        <ButtonLink href="/contact">Contact</ButtonLink>
        <ButtonLink href="javascript:alert(1)">Bad</ButtonLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Call" })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "Contact" })).not.toHaveAttribute("target");
    expect(screen.queryByRole("link", { name: "Bad" })).toBeNull();
    expect(screen.getByText("Bad")).toBeInTheDocument();
  });
});
