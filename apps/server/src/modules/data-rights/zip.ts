// The member's ZIP: data.json with every section, and one CSV per section (UTF-8 with BOM,
// formula guard) that a spreadsheet opens as it is.
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { guardCell } from '../../lib/csv';
import type { MemberData } from './collect';

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function sectionCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const body = stringify(
    rows.map((r) => columns.map((c) => guardCell(cellOf(r[c])))),
    { header: true, columns },
  );
  return `\uFEFF${columns.length === 0 ? '' : body}`;
}

export function memberZip(userId: number, data: MemberData, at: Date): Buffer {
  const files: Record<string, Uint8Array> = {
    'data.json': strToU8(
      JSON.stringify({ memberId: userId, exportedAt: at.toISOString(), ...data }, null, 2),
    ),
  };
  for (const [name, rows] of Object.entries(data)) files[`${name}.csv`] = strToU8(sectionCsv(rows));
  return Buffer.from(zipSync(files, { level: 6 }));
}
