import { RichText } from "@tupelo-medicare/rich-text";
import { useSiteConfig } from "@tupelo-medicare/ui";
import type {
  RichTextLinkProps,
  RichTextProps,
  VideoEmbedProps as RichTextVideoProps,
} from "@tupelo-medicare/rich-text";
import { toMedicareMoneyCalculator, toMedicareTimelineTool } from "@tupelo-medicare/content";
import type { MedicareMoneyCalculator as MoneyCalculatorEntry, PlainEntry } from "@tupelo-medicare/content";
import { MedicareMoneyCalculator, MedicareTimelineTool, VideoEmbed } from "../../islands/index.js";
import type { MoneyCalculatorSettings } from "../../tools/calculators/money-calculator-island.js";
import { moneyFigures } from "../../tools/calculators/money-figures.js";

function Link({ href, children, className }: RichTextLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

function Video({ title, source, poster }: RichTextVideoProps) {
  return source.kind === "file" ? (
    <VideoEmbed title={title} videoUrl={source.src} isSelfHosted poster={poster ?? undefined} />
  ) : (
    <VideoEmbed title={title} videoUrl={source.embedUrl} />
  );
}

const components = { Link, VideoEmbed: Video };

/**
 * A money calculator's island settings. Figures that cannot be used (a malformed or missing medicareCostFigures entry)
 * are named in the log with each problem, and the calculator shows its error state instead of an estimate.
 */
function moneyCalculatorSettings(calculator: MoneyCalculatorEntry): MoneyCalculatorSettings {
  const { figures } = calculator;
  if (!figures.ok) {
    console.error(
      `[content] medicareMoneyCalculator '${calculator.id}': its figures entry ${figures.entryId ? `'${figures.entryId}' (${figures.title || "untitled"})` : "(none)"} cannot be used, so the calculator shows an error: ${figures.problems.join(" ")}`,
    );
  }
  return {
    kind: calculator.calculator,
    heading: calculator.heading,
    intro: calculator.intro,
    // Only the figures this calculator reads: the island carries them in the page.
    figures: figures.ok
      ? { ok: true, year: figures.year, value: moneyFigures(calculator.calculator, figures.value) }
      : { ok: false },
  };
}

/** A tool whose figures could not be read: its heading and the office's phone instead (server-rendered, no script). */
function FiguresUnavailable({ heading, what }: { heading: string; what: string }) {
  const { phone } = useSiteConfig();
  return (
    <section className="my-8 rounded-xl border-2 border-border bg-surface p-5">
      <h2 className="mt-0 mb-3 text-3xl font-bold text-primary-900">{heading}</h2>
      <p className="m-0 rounded-lg border-2 border-danger-700 p-4 text-lg font-bold text-danger-700">
        This {what} right now: its figures could not be read. Please call us at{" "}
        <a href={phone.href} className="text-primary-700 underline underline-offset-4">
          {phone.display}
        </a>{" "}
        (TTY {phone.tty}) and a licensed agent will work it out with you.
      </p>
    </section>
  );
}

/**
 * The site's own embedded entries: the Medicare timeline tool and the money calculators (block only); everything else
 * by the package's rules.
 */
function renderEntry(entry: PlainEntry, placement: { inline: boolean }) {
  const type = entry.sys.contentType.sys.id;
  if (type === "medicareMoneyCalculator") {
    const calculator = placement.inline ? null : toMedicareMoneyCalculator(entry);
    return calculator ? <MedicareMoneyCalculator calculator={moneyCalculatorSettings(calculator)} /> : null;
  }
  if (type !== "medicareTimelineTool") return undefined;
  const tool = placement.inline ? null : toMedicareTimelineTool(entry);
  if (!tool) return null;
  if (!tool.figures) {
    // The same figures entry as the calculators': named in the log with each problem, an error state on the page.
    console.error(
      `[content] medicareTimelineTool '${tool.id}': its figures entry ${tool.figuresEntry.id ? `'${tool.figuresEntry.id}' (${tool.figuresEntry.title || "untitled"})` : "(none)"} cannot be used, so the tool shows an error: ${tool.figuresProblems.join(" ")}`,
    );
    return <FiguresUnavailable heading={tool.heading} what="tool can't show your timeline" />;
  }
  return <MedicareTimelineTool tool={{ heading: tool.heading, intro: tool.intro, figures: tool.figures }} />;
}

/** Rich text with the site's router links, the UI kit's lazy video player, the Medicare timeline tool and calculators. */
export function ContentRichText(props: Omit<RichTextProps, "components" | "renderEntry">) {
  return <RichText {...props} components={components} renderEntry={renderEntry} />;
}
