import { texts } from '../../../shared/src/texts';
import { RateLimitedError, UpstreamError } from '../errors/errors';

/**
 * The error a classic ("Etherscan-style") envelope with status "0" stands for (UPSTREAMS.md §2.1,
 * §2.2, §7.1). Blockscout's own classic API puts the reason in `message`; Etherscan and the
 * explorers built like it answer `"message":"NOTOK"` and put it in a string `result` (e.g.
 * `{"status":"0","message":"NOTOK","result":"Max rate limit reached"}`, Etherscan's and Core
 * Scan's documented throttle), so a string `result` is read first. A throttle is RATE_LIMITED; an
 * address the explorer rejects is told with spec §8's text for that case.
 */
export function classicFailure(
  body: { message: string; result: unknown },
  upstream: string,
  action: string,
): UpstreamError {
  const reason = typeof body.result === 'string' && body.result !== '' ? body.result : body.message;
  const said = /invalid address/i.test(reason) ? texts.invalidAddressFormat : reason;
  const Failure = /rate limit/i.test(reason) ? RateLimitedError : UpstreamError;
  return new Failure(`${upstream} ${action}: ${said}`, upstream);
}
