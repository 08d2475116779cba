import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MobileMenu } from "./mobile-menu";

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Menu" }));
  return within(await screen.findByRole("dialog", { name: "Menu" }));
}

describe("MobileMenu", () => {
  it("opens from the 'Menu' button with every group closed", async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    const menu = await openMenu(user);
    for (const name of ["Understand Medicare", "Medicare Plans", "Resources", "About Us"]) {
      expect(menu.getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
    }
    expect(menu.queryByRole("link", { name: "What Is Medicare?" })).toBeNull();
  });

  it("opens one group at a time; tapping the open group closes it", async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    const menu = await openMenu(user);
    const understand = menu.getByRole("button", { name: "Understand Medicare" });
    const plans = menu.getByRole("button", { name: "Medicare Plans" });

    await user.click(understand);
    expect(understand).toHaveAttribute("aria-expanded", "true");
    expect(menu.getByRole("link", { name: "What Is Medicare?" })).toHaveAttribute("href", "/medicare/what-is-medicare");

    await user.click(plans);
    expect(plans).toHaveAttribute("aria-expanded", "true");
    expect(understand).toHaveAttribute("aria-expanded", "false");
    expect(menu.queryByRole("link", { name: "What Is Medicare?" })).toBeNull();
    expect(menu.getByRole("link", { name: "Compare all Medicare plans" })).toHaveAttribute("href", "/plans");

    await user.click(plans);
    expect(plans).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when a link is followed and returns focus to the Menu button", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<MobileMenu onOpenChange={onOpenChange} />);
    const menu = await openMenu(user);
    await user.click(menu.getByRole("button", { name: "Resources" }));
    const blog = menu.getByRole("link", { name: "Blog" });
    blog.addEventListener("click", (event) => event.preventDefault());
    await user.click(blog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
  });

  it("closes when the current path changes and opens on the current page's group", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MobileMenu currentPath="/team" />);
    const menu = await openMenu(user);
    expect(menu.getByRole("button", { name: "About Us" })).toHaveAttribute("aria-expanded", "true");
    expect(menu.getByRole("link", { name: "Our Team" })).toHaveAttribute("aria-current", "page");
    rerender(<MobileMenu currentPath="/client-reviews" />);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes with Escape and with the Close button", async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await openMenu(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const menu = await openMenu(user);
    await user.click(menu.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers the phone number and 'Schedule an Appointment'", async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    const menu = await openMenu(user);
    expect(menu.getByRole("link", { name: /Call \(555\) 010-0199/ })).toHaveAttribute("href", "tel:+15550100199");
    expect(menu.getByText("TTY 711")).toBeInTheDocument();
    expect(menu.getByRole("link", { name: /^Schedule an Appointment/ })).toHaveAttribute(
      "href",
      "https://scheduler.example.com/appointment",
    );
  });
});
