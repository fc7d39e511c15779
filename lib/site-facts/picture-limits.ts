/** A picture's upload limit, also checked in the browser before a form with a picture is sent (no server-only here). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What a picture field accepts; the server decides the format from the bytes anyway. */
export const PICTURE_TYPES = "image/jpeg,image/png,image/webp";
