// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { formBody, postInPlace, regionProps } from "./steps-in-place.js";

const page = (props: unknown, title = "How would you like to meet? | Example") =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><div data-island="booking" data-hydrate="interaction" data-props="${JSON.stringify(
    props,
  ).replace(/"/g, "&quot;")}" class="contents"><h1>Step</h1></div></main></body></html>`;

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector("form")!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("posting a booking step in place", () => {
  it("sends the form's fields as the browser would, the pressed button among them (a field named method shadows nothing)", () => {
    const step = form(
      `<form method="post" action="/book#booking-question"><input type="hidden" name="step" value="how"><input type="radio" name="method" value="phone" checked><input type="radio" name="method" value="video"><button name="go" value="continue">Continue</button><button name="go" value="back">Back</button></form>`,
    );
    const back = step.querySelectorAll("button")[1]!;
    expect(formBody(step, back).toString()).toBe("step=how&method=phone&go=back");
    expect(formBody(step, null).toString()).toBe("step=how&method=phone");
  });

  it("reads the next props from the booking region of the answered page, and nothing from a page without it", () => {
    expect(regionProps(page({ view: { page: "how" } }), "booking")).toEqual({
      props: { view: { page: "how" } },
      title: "How would you like to meet? | Example",
    });
    expect(regionProps("<p>That form was too large to read.</p>", "booking")).toBeNull();
    expect(
      regionProps(page({ view: 1 }).replace('data-island="booking"', 'data-island="search"'), "booking"),
    ).toBeNull();
  });

  it("posts to the form's own address and gives back the redirect's address (Done), or null for a plain answer", async () => {
    const step = form(
      `<form method="post" action="/book#booking-question"><input name="action" value="shadowing"><button name="go" value="confirm">Confirm</button></form>`,
    );
    const calls: Array<{ url: string; body: string }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: URL, init: RequestInit) => {
        calls.push({ url: String(url), body: init.body as string });
        return Promise.resolve(
          Object.assign(
            new Response(page({ view: { page: "done" } }, "Booked"), {
              headers: { "content-type": "text/html; charset=utf-8" },
            }),
            {},
          ),
        ).then((response) =>
          Object.defineProperties(response, {
            redirected: { value: true },
            url: { value: "http://localhost:3000/book?booked=2027-03-16T15%3A00%3A00.000Z&method=phone" },
          }),
        );
      }),
    );
    const answer = await postInPlace(step, step.querySelector("button"), "booking");
    expect(calls).toEqual([
      { url: "http://localhost:3000/book#booking-question", body: "action=shadowing&go=confirm" },
    ]);
    expect(answer).toEqual({
      props: { view: { page: "done" } },
      title: "Booked",
      address: "/book?booked=2027-03-16T15%3A00%3A00.000Z&method=phone",
    });
    vi.stubGlobal("fetch", () =>
      Promise.resolve(new Response("Please try again.", { status: 503, headers: { "content-type": "text/plain" } })),
    );
    expect(await postInPlace(step, null, "booking")).toBeNull();
  });
});
