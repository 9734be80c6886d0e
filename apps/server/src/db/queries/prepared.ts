/**
 * Queries built once and run as named prepared statements (drizzle's `prepare`), for the few of fixed
 * shape that run on nearly every request: the session check and the map's change log. drizzle then
 * builds their SQL once instead of per call, and PostgreSQL parses and plans them once per connection.
 * Measured on the session check at 1,000,000 reports: 0.38 → 0.12 ms of the process's CPU and 0.59 →
 * 0.18 ms of wall time per call (docs/decisions.md, "Prepared statements").
 *
 * A query with a variable shape (the list's filters, the visibility of a viewer's role) stays built per
 * call: preparing each shape would fill every connection with statements used once.
 */
import type { Queryable } from './reports.js';

/**
 * The prepared query `build` makes for a database, made at its first call there and kept while that
 * database lives. A transaction is a database of its own: its statement runs inside it.
 */
export function preparedPer<Prepared>(build: (db: Queryable) => Prepared): (db: Queryable) => Prepared {
  const built = new WeakMap<Queryable, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
