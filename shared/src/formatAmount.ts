/**
 * Display formatting for token amounts, which the API sends as exact decimal strings (DESIGN.md
 * "GraphQL API principles": balances exceed 2^53 base units, so they are never floats).
 *
 * The arithmetic is done on the digits with bigint, never through Number: parseFloat would turn
 * 123456789012345678901.123456789 into 123456789012345680000. Intl.NumberFormat accepts decimal
 * strings exactly in current engines, but older ones silently convert them to Number, so it is
 * not relied on here.
 */

/** Spec §9 "Balance display precision 6 decimals". */
const AMOUNT_DISPLAY_DECIMALS = 6;

export interface FormatAmountOptions {
  /** Most fraction digits shown; the rest is rounded half away from zero. */
  maxDecimals?: number;
  /** Thousands separator of the integer part; '' for none. */
  groupSeparator?: string;
  decimalSeparator?: string;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * Formats an exact decimal string with at most `maxDecimals` fraction digits, trailing zeros
 * trimmed and the integer part grouped: "1234.5000001" → "1,234.5".
 *
 * A non-zero amount too small to show is written "<0.000001" rather than "0", so a dust balance
 * is not mistaken for an empty one. Input that is not a plain decimal string is returned as it
 * came, so an unexpected value is visible instead of silently becoming 0.
 */
export function formatAmount(amount: string, options: FormatAmountOptions = {}): string {
  const {
    maxDecimals = AMOUNT_DISPLAY_DECIMALS,
    groupSeparator = ',',
    decimalSeparator = '.',
  } = options;
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', integerDigits = '0', fractionDigits = ''] = match;

  // Scale to an integer number of 10^-maxDecimals units, then round on the first dropped digit.
  const kept = fractionDigits.slice(0, maxDecimals).padEnd(maxDecimals, '0');
  const dropped = fractionDigits.slice(maxDecimals);
  let units = BigInt(integerDigits + kept);
  if (dropped !== '' && dropped.charCodeAt(0) >= '5'.charCodeAt(0)) units += 1n;

  const isNonZero = /[1-9]/.test(integerDigits + fractionDigits);
  if (units === 0n) {
    if (!isNonZero || maxDecimals === 0) return isNonZero ? `${sign === '-' ? '>-' : '<'}1` : '0';
    return `${sign === '-' ? '>-' : '<'}0${decimalSeparator}${'1'.padStart(maxDecimals, '0')}`;
  }

  const digits = units.toString().padStart(maxDecimals + 1, '0');
  const integerPart = digits.slice(0, digits.length - maxDecimals);
  const fractionPart = digits.slice(digits.length - maxDecimals).replace(/0+$/, '');
  const grouped =
    groupSeparator === ''
      ? integerPart
      : integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
  return `${sign}${grouped}${fractionPart === '' ? '' : decimalSeparator + fractionPart}`;
}
