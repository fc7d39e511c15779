import { serveImage } from "@/lib/site-facts/image-serve";

export const GET = (_request: Request, { params }: { params: Promise<{ file: string }> }) =>
  params.then(({ file }) => serveImage(file));
