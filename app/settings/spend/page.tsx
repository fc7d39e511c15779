import type { Metadata } from "next";
import { ManualSpendForm } from "@/components/settings/manual-spend-form";
import { MoneyValuesForm } from "@/components/settings/money-values-form";
import { PageHeader } from "@/components/settings/page-header";
import { Panel, SettingsSection } from "@/components/settings/settings-section";
import { SpendImports } from "@/components/settings/spend-imports";
import { SpendUpload } from "@/components/settings/spend-upload";
import { moneyCopy as copy } from "@/content/money";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { decimalOf } from "@/lib/money/currency";
import { readMoneySettings } from "@/lib/money/settings";
import { reportToday } from "@/lib/reports/range";
import { recentImports, spendImport } from "@/lib/spend/store";

export const metadata: Metadata = { title: copy.page.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SpendPage({ searchParams }: Props) {
  await requireOwnerOrRedirect();
  const db = await getDb();
  const { import: importId } = await searchParams;
  const [money, imports, outcome] = await Promise.all([
    readMoneySettings(db),
    recentImports(db),
    typeof importId === "string" ? spendImport(db, importId) : undefined,
  ]);
  const shown = (minor: number | null) => (minor === null ? "" : decimalOf(minor, money.currency));
  return (
    <div className="space-y-12">
      <PageHeader title={copy.page.title} description={copy.page.description} />
      <SettingsSection id="values" title={copy.values.title} description={copy.values.description}>
        <Panel>
          <MoneyValuesForm
            currency={money.currency}
            defaults={{
              qualified: shown(money.defaults.qualified),
              booked: shown(money.defaults.booked),
              won: shown(money.defaults.won),
            }}
          />
        </Panel>
      </SettingsSection>
      <SettingsSection id="upload" title={copy.upload.title} description={copy.upload.description}>
        <Panel>
          <SpendUpload outcome={outcome} currency={money.currency} />
        </Panel>
      </SettingsSection>
      <SettingsSection id="manual" title={copy.manual.title} description={copy.manual.description}>
        <Panel>
          <ManualSpendForm month={reportToday(new Date()).slice(0, 7)} currency={money.currency} />
        </Panel>
      </SettingsSection>
      <SettingsSection id="imports" title={copy.imports.title}>
        <Panel>
          <SpendImports imports={imports} currency={money.currency} />
        </Panel>
      </SettingsSection>
    </div>
  );
}
