import "server-only";

// Crawlers, link previewers, monitors, HTTP libraries and automated browsers name themselves in their user agent;
// one that hides is counted like a person (as every cookieless counter does).
const BOT =
  /bot\b|bot[/_;-]|crawl|spider|slurp|scrap|archiv|headless|lighthouse|pagespeed|pingdom|uptime|monitor|preview|fetcher|facebookexternalhit|embedly|whatsapp|telegram|skype|discord|slack|vkshare|quora link|bingpreview|yahoo!|mediapartners|adsbot|apis-google|google-(?:read-aloud|inspectiontool|safety|site-verification)|feedfetcher|phantomjs|selenium|webdriver|puppeteer|playwright|cypress|electron|^(?:curl|wget|python|java|go-http|okhttp|axios|node|undici|libwww|lwp|php|ruby|perl|httpie|http_request|aiohttp|httpx|rust|reqwest|dart|postman|insomnia)/i;

/** A user agent that is not a person's browser: empty, or one that names a crawler, tool or automated browser. */
export function isBot(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  // Every browser sends a Mozilla/5.0 token; anything without one is a tool.
  return agent === "" || !/^Mozilla\/5\.0 /.test(agent) || BOT.test(agent);
}
