import "server-only";
/**
 * Every lead status in pipeline order, with what it means everywhere it matters: the one table that the database
 * enum, the lead desk, the reports, the CSV and the ad platforms derive their lists from. A status with a `stage` is
 * an outcome the reports count: `at` is the column keeping when the lead first got there (a later stage set directly
 * counts for the earlier ones), `column` its SQL name (the report trigger reads it too; a test holds them together).
 * `ads` names the event each platform receives when a lead first reaches the stage; none, none is sent.
 */
export const LEAD_STATUS_TABLE = [
  { status: "new", desk: "new" },
  { status: "contacted", desk: "in_progress" },
  {
    status: "qualified",
    desk: "in_progress",
    stage: { at: "qualifiedAt", column: "qualified_at", ads: { ga4: "qualify_lead", meta: "LeadQualified" } },
  },
  { status: "booked", desk: "in_progress", stage: { at: "bookedAt", column: "booked_at", ads: {} } },
  {
    status: "won",
    desk: "closed",
    stage: { at: "wonAt", column: "won_at", ads: { ga4: "close_convert_lead", meta: "LeadWon" } },
  },
  { status: "lost", desk: "closed" },
] as const;

type Row = (typeof LEAD_STATUS_TABLE)[number];
export type LeadStatus = Row["status"];
export const LEAD_STATUSES = LEAD_STATUS_TABLE.map((row) => row.status) as [LeadStatus, ...LeadStatus[]];

/** The outcome stages in order: qualified, booked, won. */
type StageRow = Extract<Row, { stage: object }>;
export type Stage = StageRow["status"];
export type StageTimeColumn = StageRow["stage"]["at"];
type AdEventOf<P extends string> = StageRow["stage"]["ads"] extends infer A
  ? A extends Record<P, infer Name>
    ? Name
    : never
  : never;
/** The event names each ad platform receives for a stage (GA4's recommended lead events, Meta's custom ones). */
export type StageAds = { ga4?: AdEventOf<"ga4">; meta?: AdEventOf<"meta"> };
export const STAGES = LEAD_STATUS_TABLE.filter((row): row is StageRow => "stage" in row).map((row) => ({
  status: row.status,
  ...row.stage,
})) as { status: Stage; at: StageTimeColumn; column: string; ads: StageAds }[];

/** Where a status sits on the lead desk: waiting for a first answer, being worked on, or done. */
export const deskGroupOf = (status: LeadStatus) =>
  LEAD_STATUS_TABLE.find((row) => row.status === status)!.desk;
export const statusesIn = (desk: Row["desk"]) =>
  LEAD_STATUS_TABLE.filter((row) => row.desk === desk).map((row) => row.status);
