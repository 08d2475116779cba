/** The space's delivery locales, the default locale and each locale's fallback chain. */
import type { ContentfulExport } from "../export-file/types.js";

export interface LocaleInfo {
  readonly code: string;
  readonly name: string;
  readonly default: boolean;
  readonly fallbackCode: string | null;
  readonly sysId: string;
  readonly version: number;
}

export const ALL_LOCALES = "*";

export class LocaleTable {
  readonly locales: readonly LocaleInfo[];
  readonly defaultCode: string;
  private readonly byCode: ReadonlyMap<string, LocaleInfo>;
  private readonly chains = new Map<string, readonly string[]>();

  constructor(space: ContentfulExport) {
    const delivered = (space.locales ?? []).filter((locale) => locale.contentDeliveryApi !== false);
    const locales: LocaleInfo[] = delivered.map((locale) => ({
      code: locale.code,
      name: locale.name,
      default: locale.default === true,
      fallbackCode: locale.fallbackCode ?? null,
      sysId: locale.sys?.id ?? locale.code,
      version: locale.sys?.version ?? 1,
    }));
    if (locales.length === 0) {
      locales.push({
        code: "en-US",
        name: "English (United States)",
        default: true,
        fallbackCode: null,
        sysId: "en-US",
        version: 1,
      });
    }
    this.locales = locales;
    this.defaultCode = (locales.find((locale) => locale.default) ?? locales[0])?.code ?? "en-US";
    this.byCode = new Map(locales.map((locale) => [locale.code, locale]));
  }

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  /** The locale followed by its fallbacks, without repeats. */
  chain(code: string): readonly string[] {
    const cached = this.chains.get(code);
    if (cached) return cached;
    const chain: string[] = [];
    let current: string | null | undefined = code;
    while (current && !chain.includes(current) && this.byCode.has(current)) {
      chain.push(current);
      current = this.byCode.get(current)?.fallbackCode;
    }
    this.chains.set(code, chain);
    return chain;
  }
}

/** The value of a locale-keyed field for the first locale of the chain that has one. */
export function resolveLocalized(
  values: Readonly<Record<string, unknown>> | undefined,
  chain: readonly string[],
): unknown {
  if (!values) return undefined;
  for (const code of chain) {
    const value = values[code];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}
