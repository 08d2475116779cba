// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { formChanges } from "./form-changes.js";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A form as the server renders it (values and choices in the markup). */
function serverForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input name="magi" type="text" value="150000">
    <input name="empty" type="text" value="">
    <input name="source" type="hidden" value="IRMAA Calculator">
    <input type="radio" name="status" value="single" checked><input type="radio" name="status" value="joint">
    <input type="radio" name="ss" value="yes"><input type="radio" name="ss" value="no">
    <input type="checkbox" name="extra" value="yes">
    <select name="state"><option value="MS" selected>Mississippi</option><option value="other">Another</option></select>
    <select name="month"><option value="">Choose</option><option value="8">August</option></select>
    <textarea name="note">hello</textarea>
    <button type="submit" name="go" value="1">Go</button>
  </form>`;
  return document.querySelector("form")!;
}

describe("formChanges", () => {
  it("is empty for the server's form as it is, or no form", () => {
    expect(formChanges(serverForm())).toEqual({});
    expect(formChanges(null)).toEqual({});
  });

  it("names each control the visitor changed, with its value now", () => {
    const form = serverForm();
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    field("magi").value = "200,000";
    field("empty").value = "12";
    (form.querySelector("input[name=status][value=joint]") as HTMLInputElement).checked = true;
    (form.querySelector("input[name=ss][value=no]") as HTMLInputElement).checked = true;
    field("extra").checked = true;
    (form.elements.namedItem("state") as HTMLSelectElement).value = "other";
    (form.elements.namedItem("month") as HTMLSelectElement).value = "8";
    (form.elements.namedItem("note") as HTMLTextAreaElement).value = "bye";
    field("source").value = "changed by a script";
    expect(formChanges(form)).toEqual({
      magi: "200,000",
      empty: "12",
      status: "joint",
      ss: "no",
      extra: "yes",
      state: "other",
      month: "8",
      note: "bye",
    });
  });

  it("a text field typed back to the server's value, or a radio group left with none ticked", () => {
    const form = serverForm();
    const magi = form.elements.namedItem("magi") as HTMLInputElement;
    magi.value = "1";
    magi.value = "150000";
    (form.querySelector("input[name=status][value=single]") as HTMLInputElement).checked = false;
    expect(formChanges(form)).toEqual({ status: "" });
  });
});
