// Input clean-up for numeric fields typed with a Japanese IME (full-width digits, hyphens).
const FULL_WIDTH_DIGIT = /[０-９]/g;

export function toHalfWidthDigits(value: string): string {
  return value.replace(FULL_WIDTH_DIGIT, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0xfee0),
  );
}

/** "７６０－００１９" → "7600019"; "＋81 90-1234" → "+81901234". */
export function normalizeDigits(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return toHalfWidthDigits(value.replace(/＋/g, '+')).replace(/[\s\-‐－−ー―]/g, '');
}
