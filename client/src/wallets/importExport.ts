import { parseWalletList, type ParsedWalletList, type SavedWallet } from './walletList';

/**
 * Replacing the whole list (spec §4 "Wallet actions") from pasted text: the JSON this page exports
 * (or the spec's storage format, entries with `address` or `addr`), or CSV with the columns
 * address, name, hidden (a header row is optional; one bare address per line works too).
 */
export function parseImport(text: string): ParsedWalletList {
  const trimmed = text.trim();
  if (trimmed === '') return { wallets: [], errors: [] };
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      // An object wrapping the list ({ "wallets": [...] }) is accepted too.
      const list = Array.isArray(value) ? value : (value as { wallets?: unknown }).wallets;
      return parseWalletList(Array.isArray(list) ? list : []);
    } catch (error) {
      return {
        wallets: [],
        errors: [`JSON: ${error instanceof Error ? error.message : String(error)}`],
      };
    }
  }
  return parseWalletList(parseCsv(trimmed));
}

function parseCsv(text: string): Array<{ address: string; name: string; hidden: boolean }> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const rows = lines.map(splitCsvLine);
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const hasHeader = header.includes('address') || header.includes('addr');
  const column = (name: string, fallback: number) => {
    const index = header.indexOf(name);
    return hasHeader ? index : fallback;
  };
  const addressAt = hasHeader ? Math.max(header.indexOf('address'), header.indexOf('addr')) : 0;
  const nameAt = column('name', 1);
  const hiddenAt = column('hidden', 2);
  return (hasHeader ? rows.slice(1) : rows).map((cells) => ({
    address: cells[addressAt] ?? '',
    name: nameAt >= 0 ? (cells[nameAt] ?? '') : '',
    hidden: hiddenAt >= 0 && /^(true|1|yes)$/i.test((cells[hiddenAt] ?? '').trim()),
  }));
}

/**
 * One CSV line (RFC 4180): commas or semicolons separate, double quotes enclose, "" escapes a quote.
 * @internal
 */
export function splitCsvLine(line: string): string[] {
  const separator = !line.includes(',') && line.includes(';') ? ';' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

export function toJson(list: readonly SavedWallet[]): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}

export function toCsv(list: readonly SavedWallet[]): string {
  const quote = (value: string) =>
    /[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return (
    [
      'address,name,hidden',
      ...list.map((wallet) =>
        [wallet.address, quote(wallet.name), String(wallet.hidden)].join(','),
      ),
    ].join('\n') + '\n'
  );
}

/** Offers text as a file download (the browser's save dialog or downloads folder). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
