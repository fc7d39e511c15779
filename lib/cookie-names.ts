import "server-only";
/** On HTTPS, __Host- cookies: no sibling subdomain or plain-HTTP response can plant or overwrite them. */
export const cookieName = (base: string, https: boolean) => (https ? `__Host-${base}` : base);
