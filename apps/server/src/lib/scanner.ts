// Scanner or person, by the user agent: mail security gateways and link checkers fetch every
// link and image of a message, and preview fetchers and scripts follow links too. Their hits are
// recorded but never counted as human, for offer clicks and for mail opens and clicks alike.

const SCANNER_AGENT =
  /bot|crawler|spider|preview|scanner|proofpoint|mimecast|barracuda|safelinks|urldefense|python-requests|curl|wget|go-http-client|headless|java\/|okhttp|libwww/i;

/** A known scanner, fetcher or script, or no agent at all (browsers always send one). */
export function isScannerAgent(agent: string | undefined): boolean {
  return !agent || SCANNER_AGENT.test(agent);
}
