/**
 * On HTTPS the app's cookies carry the __Host- prefix: a browser then keeps them only when Secure, host-only and for
 * path /, so neither a sibling subdomain nor a plain-HTTP response can plant or overwrite one.
 */
export const cookieName = (base: string, https: boolean) => (https ? `__Host-${base}` : base);
