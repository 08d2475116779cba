// @vitest-environment node
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "./breadcrumb";
import { Seo } from "./seo";
import { ExampleSite } from "../test/example-site";

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("Seo on the server", () => {
  it("renders the head tags with renderToString", () => {
    const html = renderToString(
      <ExampleSite>
        <Seo title="Blog" description="Tips." canonical="/blog" noindex structuredData={{ type: "webpage" }} />
      </ExampleSite>,
    );
    expect(html).toContain("<title>Blog | Example Medicare Agency</title>");
    expect(html).toContain('<meta name="description" content="Tips."/>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog"/>');
    expect(html).toContain('<meta property="og:title" content="Blog | Example Medicare Agency"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(
      /<script data-slot="json-ld" type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"WebPage"/,
    );
  });

  it("hoists title, meta and canonical into <head> when prerendering a document from deep in the page", async () => {
    const { prelude } = await prerender(
      <html lang="en">
        <head />
        <body>
          <main>
            <article>
              <ExampleSite>
                <Seo
                  title="Video Library"
                  canonical="/videos"
                  structuredData={{ type: "collectionpage", name: "Videos" }}
                />
                <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Videos" }]} />
              </ExampleSite>
              <h1>Medicare Video Library</h1>
            </article>
          </main>
        </body>
      </html>,
    );
    const html = await readStream(prelude);
    const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
    expect(head).toContain("<title>Video Library | Example Medicare Agency</title>");
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/videos"/>');
    expect(head).toContain('<meta property="og:url" content="https://www.example.com/videos"/>');
    expect(html).toContain('"@type":"CollectionPage"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("never lets structured data close its script tag", () => {
    const html = renderToString(
      <ExampleSite>
        <Seo structuredData={{ type: "webpage", name: "</script><img src=x onerror=alert(1)>" }} />
      </ExampleSite>,
    );
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(script).not.toContain("<");
    expect(script).toContain("\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e");
  });
});
