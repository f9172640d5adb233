import { texts } from '../../../shared/src/texts';
import { type KinkoError, RateLimitedError, UpstreamError } from '../errors/errors';
import { SourceFailedError } from '../errors/sourceReason';

/**
 * Etherscan's words for a key or plan that does not cover the call (its free plan and BNB Smart
 * Chain: "Free API access is not supported for this chain. Please upgrade your api plan…"; no or a
 * bad key): this server's configuration, not a failure a retry or a fallback changes.
 */
const PLAN_REFUSAL =
  /not supported for this chain|upgrade your api plan|invalid api key|missing\/invalid api key/i;

/**
 * The error a classic ("Etherscan-style") envelope with status "0" stands for (UPSTREAMS.md §2.1,
 * §2.2, §7.1). Blockscout's own classic API puts the reason in `message`; Etherscan and the
 * explorers built like it answer `"message":"NOTOK"` and put it in a string `result` (e.g.
 * `{"status":"0","message":"NOTOK","result":"Max rate limit reached"}`, Etherscan's and Core
 * Scan's documented throttle), so a string `result` is read first. A throttle is RATE_LIMITED, a
 * key or plan that does not cover the call NOT_CONFIGURED; an address the explorer rejects is told
 * with spec §8's text for that case.
 */
export function classicFailure(
  body: { message: string; result: unknown },
  upstream: string,
  action: string,
): KinkoError {
  const reason = typeof body.result === 'string' && body.result !== '' ? body.result : body.message;
  if (PLAN_REFUSAL.test(reason))
    return new SourceFailedError(`${upstream} ${action}: ${reason}`, 'NOT_CONFIGURED');
  const said = /invalid address/i.test(reason) ? texts.invalidAddressFormat : reason;
  const Failure = /rate limit/i.test(reason) ? RateLimitedError : UpstreamError;
  return new Failure(`${upstream} ${action}: ${said}`, upstream);
}
