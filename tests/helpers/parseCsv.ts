/**
 * RFC 4180 as a spreadsheet reads it: quoted fields may hold commas, doubled quotes and line
 * breaks; records end in CRLF. The header line must be `header`; returns one object per record.
 */
export function parseCsv<const Name extends string>(
  text: string,
  header: readonly Name[],
): Record<Name, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  if (quoted || field !== '' || record.length > 0)
    throw new Error('CSV does not end with a complete CRLF-terminated record');
  const [names = [], ...body] = records;
  if (names.join(',') !== header.join(','))
    throw new Error(`header is ${names.join(',')}, expected ${header.join(',')}`);
  for (const [line, cells] of body.entries())
    if (cells.length !== header.length)
      throw new Error(`record ${line + 1} has ${cells.length} fields, the header ${header.length}`);
  return body.map(
    (cells) =>
      Object.fromEntries(header.map((name, column) => [name, cells[column] as string])) as Record<
        Name,
        string
      >,
  );
}
