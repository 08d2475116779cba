import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/app.js";
import { BOOT_ELEMENT_ID } from "./app/boot.js";
import type { BootData } from "./app/boot.js";
import { Document } from "./app/document.js";
import { createQueryClient } from "./app/query-client.js";
import { matchSiteRoute, NOT_FOUND_ROUTE } from "./app/routes.js";
import "./styles.css";

const bootElement = document.getElementById(BOOT_ELEMENT_ID);
const bootText = bootElement?.textContent ?? "";
const boot = JSON.parse(bootText) as BootData;
const queryClient = createQueryClient();
// The prerendered data is what the HTML shows: count it as fetched now, so the page does not refetch it on load
// (it stays fresh for the usual 5 minutes from here).
const loadedAt = Date.now();
for (const query of boot.state.queries) query.state.dataUpdatedAt = loadedAt;

// Load the current page's code first so hydration never suspends (the HTML already shows the page).
// A served 404 document shows the not-found page whatever its path would match; hydrate exactly that.
const notFoundPath = boot.notFound ? window.location.pathname + window.location.search : undefined;
void (boot.notFound ? NOT_FOUND_ROUTE : matchSiteRoute(window.location.pathname).route).Component.preload()
  .finally(() => {
    hydrateRoot(
      document,
      <Document assets={boot.assets} boot={bootElement?.innerHTML ?? bootText}>
        <BrowserRouter>
          <App queryClient={queryClient} config={boot.config} dehydratedState={boot.state} notFoundPath={notFoundPath} />
        </BrowserRouter>
      </Document>,
    );
  });
