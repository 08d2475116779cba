import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JsonLd, serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("escapes <, >, & and line separators and still parses to the same value", () => {
    const value = { text: "</script><!-- & \u2028 \u2029 >" };
    const json = serializeJsonLd(value);
    expect(json).toBe('{"text":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028 \\u2029 \\u003e"}');
    expect(JSON.parse(json)).toEqual(value);
  });

  it("renders a script of type application/ld+json", () => {
    const { container } = render(<JsonLd data={{ "@type": "Thing", name: "<b>" }} />);
    const script = container.querySelector("script")!;
    expect(script).toHaveAttribute("type", "application/ld+json");
    expect(script.innerHTML).toBe('{"@type":"Thing","name":"\\u003cb\\u003e"}');
  });
});
