/**
 * The booking flow without a reload between steps, once the island is live: a step's form is posted with fetch to
 * the same address with the same fields (the button pressed among them), and the page the server answers (the same
 * page a plain post gets) gives the island its next props, read from that page's own booking region (its
 * `data-props`). So the steps are exactly the server's, never a second copy of the flow in the browser. Anything else
 * (a network error, a plain-text answer, a page without the region) lets the browser post the form itself, as it
 * does with no script: the server answers any step any number of times (Confirm's Idempotency-Key books once).
 */

/** What a post in place came to: the next props and the address to show (a redirect's, the Done page), or null. */
export interface StepAnswer<P> {
  props: P;
  /** The document's title on the answered page. */
  title: string;
  /** The address the answer came from after redirects (the Done page's), or null when it is the post's own. */
  address: string | null;
}

/** The form's fields as the browser would post them: the form's own, then the pressed button's name and value. */
export function formBody(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  if (
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.name &&
    !submitter.disabled
  )
    body.append(submitter.name, submitter.value);
  return body;
}

/** The props of the booking region on a served page, or null when it has none (a plain-text answer, another page). */
export function regionProps<P>(html: string, island: string): { props: P; title: string } | null {
  const page = new DOMParser().parseFromString(html, "text/html");
  const region = [...page.querySelectorAll<HTMLElement>("[data-island]")].find(
    (element) => element.dataset.island === island,
  );
  const raw = region?.dataset.props;
  if (!raw) return null;
  try {
    return { props: JSON.parse(raw) as P, title: page.title };
  } catch {
    return null;
  }
}

/** Posts `form` in place; null when the browser should post it itself. */
export async function postInPlace<P>(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  island: string,
): Promise<StepAnswer<P> | null> {
  // The attribute, not form.action: a field of that name would shadow the property.
  const action = new URL(form.getAttribute("action") ?? "", window.location.href);
  const response = await fetch(action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: formBody(form, submitter).toString(),
    credentials: "same-origin",
    redirect: "follow",
    // A server that does not answer in time: the browser posts it itself (and shows whatever comes).
    ...(typeof AbortSignal.timeout === "function" ? { signal: AbortSignal.timeout(20_000) } : {}),
  });
  if (!(response.headers.get("content-type") ?? "").includes("text/html")) return null;
  const found = regionProps<P>(await response.text(), island);
  if (!found) return null;
  const answered = new URL(response.url || action.href);
  return { ...found, address: response.redirected ? `${answered.pathname}${answered.search}` : null };
}
