import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** Every path change scrolls to the top (SPEC §2); the first render keeps the browser's own position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
