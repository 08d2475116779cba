/**
 * The submission store's compiled statements, by shape: Kysely builds and compiles a statement anew on every call (a
 * third of an accept's time on the event loop), while the SQL of one statement of one shape is the same every time,
 * only its values change.
 */
import { CompiledQuery } from "kysely";
import type { Compilable } from "kysely";

export interface StatementCache {
  /**
   * The statement `build` makes, compiled once per `shape` and reused with the new `parameters`, which the first
   * compile checks are exactly its own, in order (a shape whose values Kysely would not pass as parameters is never
   * reused).
   */
  reuse: (shape: string, parameters: readonly unknown[], build: () => Compilable) => CompiledQuery;
  /** An insert of `row` (its defined columns) into `table`, compiled once per set of columns. */
  insertRow: (table: string, row: Record<string, unknown>, build: () => Compilable) => CompiledQuery;
}

export function createStatementCache(): StatementCache {
  const compiledSql = new Map<string, string | null>();
  const reuse: StatementCache["reuse"] = (shape, parameters, build) => {
    const known = compiledSql.get(shape);
    if (known) return CompiledQuery.raw(known, [...parameters]);
    const compiled = build().compile();
    if (known === undefined)
      compiledSql.set(
        shape,
        compiled.parameters.length === parameters.length &&
          compiled.parameters.every((value, index) => value === parameters[index])
          ? compiled.sql
          : null,
      );
    return compiled;
  };
  return {
    reuse,
    insertRow(table, row, build) {
      const columns = Object.keys(row).filter((column) => row[column] !== undefined);
      return reuse(
        `insert ${table} ${columns.join(",")}`,
        columns.map((column) => row[column]),
        build,
      );
    },
  };
}
