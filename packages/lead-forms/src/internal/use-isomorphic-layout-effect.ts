import * as React from "react";

/** useLayoutEffect in the browser, useEffect while rendering on the server (where neither runs). */
const useIsomorphicLayoutEffect = typeof document === "undefined" ? React.useEffect : React.useLayoutEffect;

export { useIsomorphicLayoutEffect };
