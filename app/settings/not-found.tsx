import { headers } from "next/headers";
import Link from "next/link";
import { PageHeader } from "@/components/settings/page-header";
import { ownerArea } from "@/content/owner-area";
import { getDb } from "@/lib/db";
import { OWNER_PATH_HEADER } from "@/lib/routes";
import { erasedAt } from "@/lib/settings/leads/detail";
import { formatTime } from "@/lib/time-format";

const LEAD_PATH = /^\/settings\/leads\/([^/]+)\/?$/;

/**
 * A page of the owner area that is not there, inside the owner's own shell (status 404). An erased lead's old link
 * says so: the erasure kept the lead's id and its time, nothing else.
 */
export default async function OwnerNotFound() {
  const path = (await headers()).get(OWNER_PATH_HEADER) ?? "";
  const leadId = LEAD_PATH.exec(path)?.[1];
  if (leadId) {
    const erased = await erasedAt(await getDb(), leadId).catch(() => null);
    const copy = ownerArea.erased;
    return (
      <div data-erased-lead={erased ? "" : undefined}>
        <PageHeader
          title={erased ? copy.title : ownerArea.notFound.title}
          description={erased ? copy.text(formatTime(erased)) : copy.unknown}
        />
        <Link href="/settings/leads" className="font-medium text-primary underline">
          {copy.back}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <PageHeader title={ownerArea.notFound.title} description={ownerArea.notFound.text} />
      <Link href="/settings" className="font-medium text-primary underline">
        {ownerArea.notFound.back}
      </Link>
    </div>
  );
}
