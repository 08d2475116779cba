// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { takeOverPressShell } from "./press-shell-takeover.js";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A lead button's island and its placeholder dialog holding the guide request's form, as the server renders them. */
function page(): { button: HTMLButtonElement; shell: HTMLDialogElement } {
  document.body.innerHTML = `
    <div data-island="lead-button" data-shell="shell-1"><button type="submit">Download Free Guide</button></div>
    <dialog id="shell-1" data-press-shell>
      <form method="post" action="/api/leads">
        <input type="hidden" name="source" value="Blog Sidebar">
        <input id="f-first" name="firstName" value="">
        <input id="f-email" name="email" type="email" value="">
        <input id="f-website" name="website" tabindex="-1" value="">
      </form>
    </dialog>`;
  return {
    button: document.querySelector("button")!,
    shell: document.querySelector("dialog")!,
  };
}

describe("the lead dialog taking over its placeholder", () => {
  it("starts from what was typed there, with the caret back in the field that had it, and removes the placeholder", () => {
    const { button, shell } = page();
    const first = document.querySelector<HTMLInputElement>("#f-first")!;
    first.value = "Margaret";
    first.setSelectionRange(3, 5);
    document.querySelector<HTMLInputElement>("#f-email")!.value = "m@example.com";
    // hydrate-when.ts notes the field being typed in as it closes the placeholder for the hand-over.
    shell.dataset.focus = "f-first";
    expect(takeOverPressShell(button)).toEqual({
      values: { firstName: "Margaret", email: "m@example.com" },
      focus: { name: "firstName", selectionStart: 3, selectionEnd: 5 },
    });
    expect(document.getElementById("shell-1")).toBeNull();
    // A later opening starts empty: there is nothing left to take over.
    expect(takeOverPressShell(button)).toBeUndefined();
  });

  it("takes nothing from an untouched placeholder, nor from one still open", () => {
    const { button, shell } = page();
    shell.setAttribute("open", "");
    expect(takeOverPressShell(button)).toBeUndefined();
    expect(document.getElementById("shell-1")).not.toBeNull();
    shell.removeAttribute("open");
    expect(takeOverPressShell(button)).toBeUndefined();
    expect(document.getElementById("shell-1")).toBeNull();
  });
});
