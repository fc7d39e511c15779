import { funnelCopy as copy } from "@/content/wizard-funnel";
import type { WizardFunnel } from "@/lib/reports/wizard-funnel";
import { WIZARD_PAGES } from "@/lib/reports/wizard-funnel";
import { ReportTable } from "./report-table";
import { Panel } from "./settings-section";

const { columns } = copy;
const COLUMNS = [columns.stage, columns.reached, columns.share, columns.left] as const;

type Row = { stage: string; reached: number; left?: number; note?: string };

/** One wizard: each step reached and left (step 1: its page's views), and the leads it sent; a bar shows each stage's share. */
function Funnel({ funnel }: { funnel: WizardFunnel }) {
  const form = copy.forms[funnel.form];
  const first = funnel.steps[0]?.reached ?? 0;
  const rows: Row[] = [
    ...funnel.steps.map(({ step, reached, left }) => ({
      stage: copy.step(step, form.steps[step - 1] ?? ""),
      reached,
      left,
      ...(step === 1 && { note: copy.firstStepNote(WIZARD_PAGES[funnel.form]) }),
    })),
    { stage: copy.submitted, reached: funnel.submitted, note: copy.submittedNote },
  ];
  return (
    <Panel>
      <h3 className="text-lg font-bold">{form.title}</h3>
      {first === 0 && funnel.submitted === 0 && funnel.pageViews === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <div className="mt-3">
          <ReportTable label={copy.tableLabel(form.title)} columns={COLUMNS}>
            {rows.map((row) => (
              <tr key={row.stage}>
                <td>
                  {row.stage}
                  {row.note && <small>{row.note}</small>}
                </td>
                <td>{copy.number(row.reached)}</td>
                <td>
                  <span aria-hidden="true" className="rt-bar">
                    <span style={{ width: `${first ? Math.min(100, (row.reached / first) * 100) : 0}%` }} />
                  </span>
                  {copy.percent(row.reached, first)}
                </td>
                <td>{row.left === undefined ? "" : copy.number(row.left)}</td>
              </tr>
            ))}
          </ReportTable>
        </div>
      )}
    </Panel>
  );
}

/** The wizard funnels for the period the Sources section shows, server-rendered. */
export function WizardFunnels({ funnels }: { funnels: WizardFunnel[] }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {funnels.map((funnel) => (
        <Funnel key={funnel.form} funnel={funnel} />
      ))}
    </div>
  );
}
