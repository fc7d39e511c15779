import { handlePhotoUpload } from "@/lib/site-facts/photo-upload";

export const POST = (request: Request) => handlePhotoUpload(request);
