"use server";

import "server-only";
import { siteEditorCopy as copy } from "@/content/site-editor";
import { ownerAction } from "@/lib/settings/owner-action";
import { SITE_EDITOR_PATH } from "./anchors";
import {
  deleteListItem,
  endPreview,
  publishCompanyFacts,
  publishDraft,
  publishFounder,
  publishLogo,
  publishProofFacts,
  publishTestimonial,
  restoreSiteVersion,
} from "./edit";

const options = {
  malformed: copy.toasts.failed,
  changed: (result: { status: string }) => result.status === "success",
  path: SITE_EDITOR_PATH,
};

export const saveCompanyFacts = ownerAction(publishCompanyFacts, options);
export const saveProofFacts = ownerAction(publishProofFacts, options);
export const saveTestimonial = ownerAction(publishTestimonial, options);
export const saveFounder = ownerAction(publishFounder, options);
export const saveLogo = ownerAction(publishLogo, options);
export const deleteSiteItem = ownerAction(deleteListItem, options);
export const restoreVersion = ownerAction(restoreSiteVersion, options);
export const publishPreview = ownerAction(publishDraft, options);
export const exitPreview = ownerAction(endPreview, options);
