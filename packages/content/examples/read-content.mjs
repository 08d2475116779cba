// A sister agency's first read: `node examples/read-content.mjs` (after `pnpm build`).
// With CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN set it reads that space; otherwise the embedded demo space.
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";

const content = createContentClientFromEnv(process.env);

const { items, total } = await content.getBlogPosts({ page: 1, limit: 3 });
console.log(`${total} blog posts. Newest:`);
for (const post of items) console.log(`- ${post.title} (${post.publishedDate.slice(0, 10)})`);

const page = await content.getFoundationalPage("what-is-medicare");
console.log(`Page: ${page?.title ?? "not found"}`);

const categories = await content.getCategories();
console.log(`Categories: ${categories.map((category) => category.name).join(", ")}`);
