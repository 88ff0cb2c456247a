/**
 * A query of the request path built once per database handle (decision 1506). Drizzle otherwise
 * rebuilds a select's SQL from its column objects on every call (a tenth of a list's CPU in a
 * profile), and on PostgreSQL the named statement is also parsed and planned once per connection.
 * Values are `sql.placeholder(…)`s filled in at `execute`. Anything else a database handle needs
 * exactly once (the chat's group-commit writer) is built the same way.
 */
export function preparedPerDatabase<Db extends object, Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
