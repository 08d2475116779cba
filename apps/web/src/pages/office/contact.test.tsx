// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatAddress } from "@tupelo-medicare/ui";
import {
  cleanUpAfterEachTest,
  prefetchedWith,
  renderWithProviders,
  testSite,
} from "../../test-support/page-harness.js";
import ContactPage from "./contact.js";
import { prefetch } from "./contact.data.js";

async function renderContact(path = "/contact-us") {
  const queryClient = await prefetchedWith(prefetch, { props: { canonical: "/contact-us" } });
  return renderWithProviders(<ContactPage canonical="/contact-us" />, { queryClient, entry: path });
}

const ADDRESS = formatAddress(testSite.address);

cleanUpAfterEachTest();

describe("contact page", () => {
  it("has one h1 and the office address, phone (tel:) and e-mail (mailto:)", async () => {
    await renderContact();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Contact Us"]);
    const office = screen.getByRole("heading", { level: 2, name: "Our Office" }).closest("section")!;
    const address = office.querySelector("address")!;
    expect(address.textContent).toContain(testSite.address.street);
    expect(address.textContent).toContain(
      `${testSite.address.locality}, ${testSite.address.region} ${testSite.address.postalCode}`,
    );
    expect(within(office).getByRole("link", { name: testSite.phone.display }).getAttribute("href")).toBe(
      testSite.phone.href,
    );
    expect(within(office).getByRole("link", { name: testSite.email }).getAttribute("href")).toBe(
      `mailto:${testSite.email}`,
    );
  });

  it("shows the office hours 'Monday-Friday 9:00 AM-5:00 PM' with weekends closed", async () => {
    await renderContact();
    expect(screen.getByTestId("office-hours-weekdays").textContent).toBe("Monday-Friday 9:00 AM-5:00 PM");
    expect(screen.getByTestId("office-hours-weekends").textContent).toBe("Saturday and Sunday: Closed");
  });

  it("embeds a lazy map of the office address with a plain 'Get directions' link", async () => {
    await renderContact();
    const frame = screen.getByTitle("Map of our office");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("loading")).toBe("lazy");
    expect(frame.getAttribute("referrerpolicy")).toBe("no-referrer-when-downgrade");
    expect(frame.getAttribute("src")).toBe(`https://www.google.com/maps?q=${encodeURIComponent(ADDRESS)}&output=embed`);
    const directions = screen.getByRole("link", { name: /Get directions/ });
    expect(directions.getAttribute("href")).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ADDRESS)}`,
    );
  });

  it("posts the message form to /api/contact", async () => {
    const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("fetch", fetchSpy);
    await renderContact();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Mary Jones" } });
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "mary@example.com" } });
    fireEvent.change(screen.getByLabelText("Message"), {
      target: { value: "Please call me about Medicare Supplements." },
    });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "Mary Jones",
      email: "mary@example.com",
      phone: "Not provided",
      source: "Website Contact Form",
      marketingConsent: true,
    });
    vi.unstubAllGlobals();
  });

  it("uses /contact-us as the canonical address on /contact too", async () => {
    await renderContact("/contact");
    await waitFor(() => expect(document.title).toBe(`Contact Us | ${testSite.brand}`));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${testSite.siteUrl}/contact-us`,
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string },
    );
    expect(jsonLd.some((data) => data["@type"] === "InsuranceAgency")).toBe(true);
  });
});
