import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// CI runs these beside the browser tests on two cores: findBy/waitFor wait up to 5 s, not 1 s, before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
