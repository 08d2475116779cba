/**
 * What every address-form island shares (the timeline, the money calculators): a plain GET form whose answers live
 * in the address, answered by the server with no script (islands/regions.ts) and by the island in place once live.
 * - The served answer is taken over: the island starts from the server's props, so it hydrates the server's markup as
 *   it is, and keeps that answer while the address asks the same (`keepsServed`).
 * - What the visitor typed before the island was live stays in the fields (form-changes.ts), not in the answer, until
 *   they ask.
 * - The address is the state: read at hydration and again on the back and forward buttons (popstate); a submission
 *   pushes its query.
 * - Focus after a submission: the results when there are some, else the first field with a message.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { formChanges } from "./form-changes.js";

/** An address form's fields: each a string, as the form holds it. */
export type FormFields<F> = { [K in keyof F]: string };

export interface AddressFormOptions<F extends FormFields<F>, O, S extends { fields: F }> {
  /** Each field's name in the form (what a plain submission sends and form-changes.ts reads). */
  names: Readonly<Record<keyof F & string, string>>;
  /** The fields with nothing entered. */
  empty: F;
  /** The server's answer to the address (its props), if it answered one. */
  served: S | undefined;
  /** The fields an address holds, and whether it asks for an answer at all. */
  read: (search: string) => { fields: F; asked: boolean };
  /** The address's query string for the fields, the other parameters of `current` kept. */
  write: (fields: F, current: string) => string;
  /** The answer for the fields (the served answer's own, at first). */
  compute: (fields: F, served?: S) => O;
  /** The answer before anything is asked. */
  none: O;
  /** Whether the server's answer still answers the address's fields (the same fields; for the timeline, its day). */
  keepsServed: (served: S, fromAddress: F) => boolean;
  /** Whether an answer shows results (focus goes to them; otherwise to the first field with a message). */
  answered: (outcome: O) => boolean;
  /** The first field with a message in the form, to focus; null when there is none. */
  firstInvalid: (outcome: O, form: HTMLElement) => HTMLElement | null | undefined;
  /**
   * The short form of an address the island answered (a plain submission carries the form's own names): replaced in
   * place, so the address a visitor bookmarks is the short one. Absent: the address is kept as it came.
   */
  canonical?: (fromAddress: F, current: string) => string;
}

export interface AddressForm<F, O> {
  fields: F;
  setFields: (fields: F) => void;
  outcome: O;
  /** Around the island's form (typed-before-live is read from the form inside it; focus goes to its fields). */
  formRef: React.RefObject<HTMLDivElement | null>;
  /** The results, focused after a submission that answers. */
  resultsRef: React.RefObject<HTMLDivElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useAddressForm<F extends FormFields<F>, O, S extends { fields: F }>(
  options: AddressFormOptions<F, O, S>,
): AddressForm<F, O> {
  const { served } = options;
  const [fields, setFields] = useState<F>(served?.fields ?? options.empty);
  const [outcome, setOutcome] = useState<O>(() => (served ? options.compute(served.fields, served) : options.none));
  const formRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<"results" | "error" | null>(null);
  const typedBeforeLive = useRef<Partial<F>>({});
  // The latest options, for the effects that run once (the island's props never change; its callbacks may).
  const latest = useRef(options);
  latest.current = options;

  // The island hydrates at the visitor's first touch, focus or pointer over it, and they may type or choose before it
  // is live: what the server's form holds then is where the island starts (form-changes.ts), before any render.
  useLayoutEffect(() => {
    const changes = formChanges(formRef.current?.querySelector("form"));
    const typed = Object.fromEntries(
      Object.entries<string>(latest.current.names).flatMap(([key, name]) =>
        changes[name] === undefined ? [] : [[key, changes[name]]],
      ),
    ) as Partial<F>;
    typedBeforeLive.current = typed;
    if (Object.keys(typed).length > 0) setFields((current) => ({ ...current, ...typed }));
  }, []);

  // The address is the state: read it at hydration and when the visitor goes back or forward.
  // Nothing renders again when the served answer is kept: a render after hydration would touch the form's inputs.
  useEffect(() => {
    let kept = latest.current.served;
    // What the visitor typed before the island was live stays in the fields (not in the answer, until they ask).
    let typed = typedBeforeLive.current;
    const show = () => {
      const { read, keepsServed, compute, none, canonical } = latest.current;
      const { fields: fromAddress, asked } = read(window.location.search);
      // The server's answer to this very address is already shown: keep it (no second render).
      const keep = asked && kept !== undefined && keepsServed(kept, fromAddress);
      kept = undefined;
      if (!keep) {
        setFields({ ...fromAddress, ...typed });
        setOutcome(asked ? compute(fromAddress) : none);
      }
      typed = {};
      const short = canonical && asked ? canonical(fromAddress, window.location.search) : window.location.search;
      if (short !== window.location.search)
        window.history.replaceState(
          window.history.state,
          "",
          `${window.location.pathname}${short}${window.location.hash}`,
        );
    };
    show();
    window.addEventListener("popstate", show);
    return () => window.removeEventListener("popstate", show);
  }, []);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "results") resultsRef.current?.focus();
    if (target === "error" && formRef.current) latest.current.firstInvalid(outcome, formRef.current)?.focus();
  }, [outcome]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = options.compute(fields);
    focusNext.current = options.answered(next) ? "results" : "error";
    setOutcome(next);
    const query = options.write(fields, window.location.search);
    if (query !== window.location.search) window.history.pushState(null, "", `${window.location.pathname}${query}`);
  };

  return { fields, setFields, outcome, formRef, resultsRef, onSubmit };
}
