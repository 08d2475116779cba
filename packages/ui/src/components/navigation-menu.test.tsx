import type * as React from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exampleSiteConfig } from "../test/example-site-config";
import { NavigationMenu } from "./navigation-menu";

const groupNames = ["Understand Medicare", "Medicare Plans", "Resources", "About Us"];

describe("NavigationMenu", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("has the four menu groups as buttons in a 'Main' navigation", () => {
    render(<NavigationMenu />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(groupNames);
  });

  it("opens a group on click and shows each item with an icon, title, description and route", async () => {
    const user = userEvent.setup();
    render(<NavigationMenu />);
    const trigger = screen.getByRole("button", { name: "Understand Medicare" });
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const group = exampleSiteConfig.navigation![0]!;
    for (const item of group.items) {
      const link = screen.getByRole("link", { name: new RegExp(item.title.replace("?", "\\?")) });
      expect(link).toHaveAttribute("href", item.href);
      expect(link).toHaveTextContent(item.description);
      expect(link.querySelector("svg")).not.toBeNull();
    }
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("opens with the keyboard (Enter and Space) and its items are reachable with Tab", async () => {
    const user = userEvent.setup();
    render(<NavigationMenu />);
    await user.tab();
    const trigger = screen.getByRole("button", { name: "Understand Medicare" });
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(document.activeElement).toHaveAttribute("href", "/medicare/what-is-medicare");
    await user.tab();
    expect(document.activeElement).toHaveAttribute("href", "/medicare/four-parts-of-medicare");
    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();

    const resources = screen.getByRole("button", { name: "Resources" });
    resources.focus();
    await user.keyboard(" ");
    expect(resources).toHaveAttribute("aria-expanded", "true");
  });

  it("starts the Medicare Plans group with its section page /plans", async () => {
    const user = userEvent.setup();
    render(<NavigationMenu />);
    await user.click(screen.getByRole("button", { name: "Medicare Plans" }));
    expect(screen.getByRole("link", { name: /Compare all Medicare plans/ })).toHaveAttribute("href", "/plans");
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/plans",
      "/plans/medicare-advantage",
      "/plans/medicare-supplements",
      "/plans/medicarepartd",
      "/plans/medicare-add-on-coverage-options",
    ]);
  });

  it("has every route of the four groups", async () => {
    const user = userEvent.setup();
    render(<NavigationMenu />);
    const hrefs: string[] = [];
    for (const name of groupNames) {
      // Opened and closed by its trigger from the keyboard: the trigger's handler is there from the first render,
      // where Escape's listener is added in an effect that a loaded machine may run after the links already show,
      // and a click also hovers the trigger, whose delayed hover-open could fire later (both are tested above).
      const trigger = screen.getByRole("button", { name });
      trigger.focus();
      await user.keyboard("{Enter}");
      // The open group renders in a transition: waited for (a loaded machine renders it a moment later).
      hrefs.push(...(await screen.findAllByRole("link")).map((link) => link.getAttribute("href") ?? ""));
      await user.keyboard("{Enter}");
      await waitFor(() => expect(screen.queryAllByRole("link")).toHaveLength(0));
    }
    expect(hrefs).toEqual([
      "/medicare/what-is-medicare",
      "/medicare/four-parts-of-medicare",
      "/medicare/enrollment-periods",
      "/medicare/medicare-costs",
      "/medicare/eligibility",
      "/medicare/by-state",
      "/plans",
      "/plans/medicare-advantage",
      "/plans/medicare-supplements",
      "/plans/medicarepartd",
      "/plans/medicare-add-on-coverage-options",
      "/resources/guides",
      "/videos",
      "/blog",
      "/resources/calculators",
      "/resources/glossary",
      "/medicare-breakdown",
      "/about-us",
      "/team",
      "/client-reviews",
      "/contact-us",
      "/avoid-mistakes-with-medicare",
    ]);
  });

  it("opens on hover after 200 ms, closes 150 ms after the pointer leaves, and a click right after hover keeps it open", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<NavigationMenu />);
    const trigger = screen.getByRole("button", { name: "Resources" });
    await user.hover(trigger);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    await user.unhover(trigger);
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current page and closes when a link is followed", async () => {
    const user = userEvent.setup();
    render(<NavigationMenu currentPath="/videos" />);
    const trigger = screen.getByRole("button", { name: "Resources" });
    await user.click(trigger);
    const videos = screen.getByRole("link", { name: /Videos/ });
    expect(videos).toHaveAttribute("aria-current", "page");
    videos.addEventListener("click", (event) => event.preventDefault());
    await user.click(videos);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("renders items through a custom LinkComponent", async () => {
    const user = userEvent.setup();
    const RouterLink = vi.fn((props: React.ComponentProps<"a"> & { href: string }) => (
      <a data-router="yes" {...props} />
    ));
    render(<NavigationMenu LinkComponent={RouterLink} />);
    await user.click(screen.getByRole("button", { name: "About Us" }));
    expect(screen.getByRole("link", { name: /Our Team/ })).toHaveAttribute("data-router", "yes");
  });
});
