// A member's full name in the order the reading language writes names: family name first in
// Japanese, Chinese and Korean, given name first elsewhere (English). Every screen that shows a
// member's real name goes through this one function.
const FAMILY_FIRST = new Set(['ja', 'zh', 'ko', 'tw']);

export type PersonName = { firstName: string; lastName: string };

export function formatPersonName(name: PersonName, language: string): string {
  const base = language.toLowerCase().split('-')[0] ?? '';
  const parts = FAMILY_FIRST.has(base)
    ? [name.lastName, name.firstName]
    : [name.firstName, name.lastName];
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}
