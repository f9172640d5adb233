/**
 * Adds exact decimal strings (HEX principals, T-shares, yields) without floats: each is scaled
 * to an integer of the longest fraction's digits, summed as bigint, and written back. Anything
 * that is not a plain decimal is skipped.
 */
export function sumDecimals(values: ReadonlyArray<string | null | undefined>): string {
  const parsed = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim()))
    .filter((match): match is RegExpExecArray => match !== null);
  const scale = parsed.reduce((max, match) => Math.max(max, (match[3] ?? '').length), 0);
  let total = 0n;
  for (const [, sign, whole = '0', fraction = ''] of parsed) {
    const units = BigInt(whole + fraction.padEnd(scale, '0'));
    total += sign === '-' ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}
