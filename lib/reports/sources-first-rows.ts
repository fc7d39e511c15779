import "server-only";
import { sql } from "drizzle-orm";
import { BUCKETS, DIMENSION_COLUMN, DIMENSIONS, FOLDED_KEY, FORMS, SETS } from "./sources-shape";

/**
 * The grouped rows (`g`) with each table cut to its first `kept` keys, in the order the table sorts them (leads,
 * visitors, clicks, then the key; a bounded sort per table, not a sort of every key): the other keys' rows summed
 * under FOLDED_KEY, the charts' rows of the other sources too (so totals and charts stay whole), and per table a
 * "keys" row counting its keys. A period with 10,000 invented campaigns then sends a few dozen rows, not 10,000.
 */
export function firstRowsOf(kept: number) {
  const forms = sql.join(
    FORMS.map((form) => sql`${form}`),
    sql`, `,
  );
  const tables = sql.join(
    DIMENSIONS.map((dimension) => sql.raw(String(SETS[dimension]))),
    sql`, `,
  );
  const keyOf = (table: string) =>
    sql.raw(
      `coalesce(${DIMENSIONS.map((dimension) => `${table}.${DIMENSION_COLUMN[dimension]}`).join(", ")})`,
    );
  // The folded row of a table names FOLDED_KEY in that table's column only.
  const foldedColumns = sql.join(
    DIMENSIONS.map(
      (dimension) =>
        sql`case when grp = ${sql.raw(String(SETS[dimension]))} then ${FOLDED_KEY} end as ${sql.raw(DIMENSION_COLUMN[dimension])}`,
    ),
    sql`, `,
  );
  const keptSources = sql`(select key from kept where grp = ${sql.raw(String(SETS.source))})`;
  return sql`,
    k as (
      select grp, ${keyOf("g")} as key, coalesce(sum(n) filter (where kind in (${forms})), 0) as leads,
        sum(visitors) as visitors, coalesce(sum(n) filter (where kind = 'click'), 0) as clicks
      from g where grp in (${tables}) group by 1, 2),
    kept as (
      select t.grp, f.key from (values ${sql.join(
        DIMENSIONS.map((dimension) => sql.raw(`(${SETS[dimension]})`)),
        sql`, `,
      )}) as t (grp)
      cross join lateral (select key from k where k.grp = t.grp
        order by leads desc, visitors desc, clicks desc, key collate "C" limit ${kept}) as f)
    select g.grp, g.source, g.medium, g.campaign, g.landing_page, null::text as bucket, g.kind, g.n::int, g.views::int,
      g.visitors::int
    from g join kept on kept.grp = g.grp and kept.key = ${keyOf("g")}
    union all
    select grp, ${foldedColumns}, null, kind, sum(n)::int, sum(views)::int, sum(visitors)::int
    from g where grp in (${tables}) and not exists (select 1 from kept where kept.grp = g.grp and kept.key = ${keyOf("g")})
    group by grp, kind
    union all
    select grp, case when source in ${keptSources} then source else ${FOLDED_KEY} end, null, null, null,
      bucket::date::text, kind, sum(n)::int, sum(views)::int, sum(visitors)::int
    from g where grp = ${sql.raw(String(BUCKETS))} group by 1, 2, 6, 7
    union all
    select grp, null, null, null, null, null, 'keys', count(*)::int, 0, 0 from k group by grp`;
}
