// The error answers a route documents: the contract's envelope under each status it can send.
import { errorEnvelope } from '@fanclub/contract/errors';

export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorEnvelope> {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelope])) as Record<
    S,
    typeof errorEnvelope
  >;
}
