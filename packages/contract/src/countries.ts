// The country code list CT001–CT207: a frozen table from code to ISO 3166-1 alpha-2.
//
// CTnnn is the entry at index nnn − 1 (CT001 = index 0). Stored data (nationality, country of
// residence, audiences) keeps the CT code, so this table must never be reordered, shortened or
// regenerated from a package: a new country or region may only be appended (CT208, …).
//
// Which 207: the 193 UN member states, the two UN observer states (VA Holy See, PS Palestine),
// Taiwan, Hong Kong and Macao, the other states Japan recognises outside the UN (XK Kosovo —
// a user-assigned code that i18n-iso-countries and libphonenumber-js both know — CK Cook
// Islands, NU Niue), and six overseas territories with many inhabitants or Japanese visitors (PR Puerto
// Rico, GU Guam, MP Northern Mariana Islands, PF French Polynesia, NC New Caledonia,
// RE Réunion). Every one has a phone calling code.
//
// Order: Japan first; the rest by English name, as the server names them (the alias names
// "China", "South Korea", "Taiwan", "United States", … of i18n-iso-countries 7.14.0), compared
// with Intl.Collator('en'). Names may change in later package versions; the order does not.
// Names and phone prefixes are not here: GET /api/codes serves them (docs/DECISIONS.md).

// prettier-ignore
export const COUNTRY_ISO_CODES = [
  /* CT001 */ 'JP', 'AF', 'AL', 'DZ', 'AD', 'AO', 'AG', 'AR', 'AM', 'AU',
  /* CT011 */ 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ',
  /* CT021 */ 'BT', 'BO', 'BA', 'BW', 'BR', 'BN', 'BG', 'BF', 'BI', 'KH',
  /* CT031 */ 'CM', 'CA', 'CV', 'CF', 'TD', 'CL', 'CN', 'CO', 'KM', 'CK',
  /* CT041 */ 'CR', 'CI', 'HR', 'CU', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM',
  /* CT051 */ 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FJ',
  /* CT061 */ 'FI', 'FR', 'PF', 'GA', 'GM', 'GE', 'DE', 'GH', 'GR', 'GD',
  /* CT071 */ 'GU', 'GT', 'GN', 'GW', 'GY', 'HT', 'VA', 'HN', 'HK', 'HU',
  /* CT081 */ 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IL', 'IT', 'JM', 'JO',
  /* CT091 */ 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS',
  /* CT101 */ 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV',
  /* CT111 */ 'ML', 'MT', 'MH', 'MR', 'MU', 'MX', 'FM', 'MD', 'MC', 'MN',
  /* CT121 */ 'ME', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ',
  /* CT131 */ 'NI', 'NE', 'NG', 'NU', 'KP', 'MK', 'MP', 'NO', 'OM', 'PK',
  /* CT141 */ 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PL', 'PT', 'PR',
  /* CT151 */ 'QA', 'CG', 'RE', 'RO', 'RU', 'RW', 'KN', 'LC', 'VC', 'WS',
  /* CT161 */ 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SK', 'SI',
  /* CT171 */ 'SB', 'SO', 'ZA', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SE',
  /* CT181 */ 'CH', 'SY', 'TW', 'TJ', 'TZ', 'TH', 'TL', 'TG', 'TO', 'TT',
  /* CT191 */ 'TN', 'TR', 'TM', 'TV', 'UG', 'UA', 'AE', 'GB', 'US', 'UY',
  /* CT201 */ 'UZ', 'VU', 'VE', 'VN', 'YE', 'ZM', 'ZW',
] as const;
export type CountryIso = (typeof COUNTRY_ISO_CODES)[number];

export type CountryCode = `CT${string}`;

/** CT001 … CT207, in table order. */
export const COUNTRY_CODES: readonly CountryCode[] = COUNTRY_ISO_CODES.map(
  (_, index) => `CT${String(index + 1).padStart(3, '0')}` as const,
);

export const JAPAN_COUNTRY_CODE: CountryCode = 'CT001';

const isoByCode = new Map<string, CountryIso>(
  COUNTRY_ISO_CODES.map((iso, index) => [COUNTRY_CODES[index]!, iso]),
);
const codeByIso = new Map<string, CountryCode>(
  COUNTRY_ISO_CODES.map((iso, index) => [iso, COUNTRY_CODES[index]!]),
);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && isoByCode.has(value);
}

/** The ISO alpha-2 code of a CT code, or undefined for an unknown code. */
export function countryIsoOf(code: string): CountryIso | undefined {
  return isoByCode.get(code);
}

/** The CT code of an ISO alpha-2 code (any case), or undefined when it is not in the list. */
export function countryCodeOfIso(iso: string): CountryCode | undefined {
  return codeByIso.get(iso.toUpperCase());
}
