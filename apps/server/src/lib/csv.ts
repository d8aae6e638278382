// Cells of every CSV the club exports: a spreadsheet runs a cell that starts with a formula
// sign, so such a cell is defused with a leading quote. Excel and LibreOffice also take the
// full-width signs typed by a Japanese input method (＝ ＋ － ＠) as formulas.

const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** A cell starting with = + - @ (half- or full-width), TAB or CR gets a leading '. */
export function guardCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
