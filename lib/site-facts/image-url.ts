import "server-only";
/** Where an uploaded picture is served from: our origin, named by its content hash, so it never changes. */
export const IMAGE_PATH = "/site-images";
export const imageUrl = (id: string) => `${IMAGE_PATH}/${id}.webp`;
