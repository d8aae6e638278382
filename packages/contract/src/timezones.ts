// The timezone code list TZ000–TZ143: a frozen table from code to IANA zone (and its country).
//
// TZnnn is the entry at index nnn (TZ000 = Asia/Tokyo, the default for members and for
// schedules). Members' settings keep the TZ code, so this table must never be reordered or
// regenerated: a new zone may only be appended (TZ144, …).
//
// Which 144: well-known zones that together cover every standard UTC offset in use, from
// −12:00 to +14:00 including the :30 and :45 ones, with at least one zone for each country
// the club hears from most (Asia, Oceania, the Americas, Europe) and several for the large
// countries (US, CA, MX, BR, RU, AU, ID); zones that would show the same name for the same
// country are left out. Order: Asia/Tokyo first, then by standard offset (west to
// east, as of 2026), then by zone name. The offsets in the comments are for reading only; the
// server computes offsets and ja/en labels with Intl at run time. Modern IANA names are used
// (Asia/Kolkata, Europe/Kyiv): browsers, Node and PostgreSQL accept them.

// prettier-ignore
export const TIMEZONES = [
  ['Asia/Tokyo', 'JP'], // TZ000 UTC+09:00
  ['Etc/GMT+12', null], // TZ001 UTC-12:00
  ['Pacific/Pago_Pago', 'AS'], // TZ002 UTC-11:00
  ['Pacific/Honolulu', 'US'], // TZ003 UTC-10:00
  ['Pacific/Tahiti', 'PF'], // TZ004 UTC-10:00
  ['Pacific/Marquesas', 'PF'], // TZ005 UTC-09:30
  ['America/Anchorage', 'US'], // TZ006 UTC-09:00
  ['America/Los_Angeles', 'US'], // TZ007 UTC-08:00
  ['America/Vancouver', 'CA'], // TZ008 UTC-08:00
  ['America/Denver', 'US'], // TZ009 UTC-07:00
  ['America/Edmonton', 'CA'], // TZ010 UTC-07:00
  ['America/Mazatlan', 'MX'], // TZ011 UTC-07:00
  ['America/Phoenix', 'US'], // TZ012 UTC-07:00
  ['America/Chicago', 'US'], // TZ013 UTC-06:00
  ['America/Costa_Rica', 'CR'], // TZ014 UTC-06:00
  ['America/Guatemala', 'GT'], // TZ015 UTC-06:00
  ['America/Mexico_City', 'MX'], // TZ016 UTC-06:00
  ['America/Winnipeg', 'CA'], // TZ017 UTC-06:00
  ['America/Bogota', 'CO'], // TZ018 UTC-05:00
  ['America/Cancun', 'MX'], // TZ019 UTC-05:00
  ['America/Guayaquil', 'EC'], // TZ020 UTC-05:00
  ['America/Havana', 'CU'], // TZ021 UTC-05:00
  ['America/Jamaica', 'JM'], // TZ022 UTC-05:00
  ['America/Lima', 'PE'], // TZ023 UTC-05:00
  ['America/New_York', 'US'], // TZ024 UTC-05:00
  ['America/Panama', 'PA'], // TZ025 UTC-05:00
  ['America/Toronto', 'CA'], // TZ026 UTC-05:00
  ['America/Caracas', 'VE'], // TZ027 UTC-04:00
  ['America/Halifax', 'CA'], // TZ028 UTC-04:00
  ['America/La_Paz', 'BO'], // TZ029 UTC-04:00
  ['America/Manaus', 'BR'], // TZ030 UTC-04:00
  ['America/Puerto_Rico', 'PR'], // TZ031 UTC-04:00
  ['America/Santiago', 'CL'], // TZ032 UTC-04:00
  ['America/Santo_Domingo', 'DO'], // TZ033 UTC-04:00
  ['America/St_Johns', 'CA'], // TZ034 UTC-03:30
  ['America/Argentina/Buenos_Aires', 'AR'], // TZ035 UTC-03:00
  ['America/Asuncion', 'PY'], // TZ036 UTC-03:00
  ['America/Cayenne', 'GF'], // TZ037 UTC-03:00
  ['America/Montevideo', 'UY'], // TZ038 UTC-03:00
  ['America/Sao_Paulo', 'BR'], // TZ039 UTC-03:00
  ['America/Noronha', 'BR'], // TZ040 UTC-02:00
  ['America/Nuuk', 'GL'], // TZ041 UTC-02:00
  ['Atlantic/South_Georgia', 'GS'], // TZ042 UTC-02:00
  ['Atlantic/Azores', 'PT'], // TZ043 UTC-01:00
  ['Atlantic/Cape_Verde', 'CV'], // TZ044 UTC-01:00
  ['Africa/Abidjan', 'CI'], // TZ045 UTC+00:00
  ['Atlantic/Reykjavik', 'IS'], // TZ046 UTC+00:00
  ['Europe/Dublin', 'IE'], // TZ047 UTC+00:00
  ['Europe/Lisbon', 'PT'], // TZ048 UTC+00:00
  ['Europe/London', 'GB'], // TZ049 UTC+00:00
  ['UTC', null], // TZ050 UTC+00:00
  ['Africa/Algiers', 'DZ'], // TZ051 UTC+01:00
  ['Africa/Casablanca', 'MA'], // TZ052 UTC+01:00
  ['Africa/Lagos', 'NG'], // TZ053 UTC+01:00
  ['Europe/Amsterdam', 'NL'], // TZ054 UTC+01:00
  ['Europe/Berlin', 'DE'], // TZ055 UTC+01:00
  ['Europe/Brussels', 'BE'], // TZ056 UTC+01:00
  ['Europe/Budapest', 'HU'], // TZ057 UTC+01:00
  ['Europe/Copenhagen', 'DK'], // TZ058 UTC+01:00
  ['Europe/Madrid', 'ES'], // TZ059 UTC+01:00
  ['Europe/Oslo', 'NO'], // TZ060 UTC+01:00
  ['Europe/Paris', 'FR'], // TZ061 UTC+01:00
  ['Europe/Prague', 'CZ'], // TZ062 UTC+01:00
  ['Europe/Rome', 'IT'], // TZ063 UTC+01:00
  ['Europe/Stockholm', 'SE'], // TZ064 UTC+01:00
  ['Europe/Vienna', 'AT'], // TZ065 UTC+01:00
  ['Europe/Warsaw', 'PL'], // TZ066 UTC+01:00
  ['Europe/Zurich', 'CH'], // TZ067 UTC+01:00
  ['Africa/Cairo', 'EG'], // TZ068 UTC+02:00
  ['Africa/Johannesburg', 'ZA'], // TZ069 UTC+02:00
  ['Asia/Beirut', 'LB'], // TZ070 UTC+02:00
  ['Asia/Jerusalem', 'IL'], // TZ071 UTC+02:00
  ['Europe/Athens', 'GR'], // TZ072 UTC+02:00
  ['Europe/Bucharest', 'RO'], // TZ073 UTC+02:00
  ['Europe/Helsinki', 'FI'], // TZ074 UTC+02:00
  ['Europe/Kyiv', 'UA'], // TZ075 UTC+02:00
  ['Europe/Sofia', 'BG'], // TZ076 UTC+02:00
  ['Africa/Nairobi', 'KE'], // TZ077 UTC+03:00
  ['Asia/Amman', 'JO'], // TZ078 UTC+03:00
  ['Asia/Baghdad', 'IQ'], // TZ079 UTC+03:00
  ['Asia/Qatar', 'QA'], // TZ080 UTC+03:00
  ['Asia/Riyadh', 'SA'], // TZ081 UTC+03:00
  ['Europe/Istanbul', 'TR'], // TZ082 UTC+03:00
  ['Europe/Minsk', 'BY'], // TZ083 UTC+03:00
  ['Europe/Moscow', 'RU'], // TZ084 UTC+03:00
  ['Asia/Tehran', 'IR'], // TZ085 UTC+03:30
  ['Asia/Baku', 'AZ'], // TZ086 UTC+04:00
  ['Asia/Dubai', 'AE'], // TZ087 UTC+04:00
  ['Asia/Tbilisi', 'GE'], // TZ088 UTC+04:00
  ['Asia/Yerevan', 'AM'], // TZ089 UTC+04:00
  ['Indian/Mauritius', 'MU'], // TZ090 UTC+04:00
  ['Indian/Reunion', 'RE'], // TZ091 UTC+04:00
  ['Asia/Kabul', 'AF'], // TZ092 UTC+04:30
  ['Asia/Almaty', 'KZ'], // TZ093 UTC+05:00
  ['Asia/Karachi', 'PK'], // TZ094 UTC+05:00
  ['Asia/Tashkent', 'UZ'], // TZ095 UTC+05:00
  ['Asia/Yekaterinburg', 'RU'], // TZ096 UTC+05:00
  ['Indian/Maldives', 'MV'], // TZ097 UTC+05:00
  ['Asia/Colombo', 'LK'], // TZ098 UTC+05:30
  ['Asia/Kolkata', 'IN'], // TZ099 UTC+05:30
  ['Asia/Kathmandu', 'NP'], // TZ100 UTC+05:45
  ['Asia/Dhaka', 'BD'], // TZ101 UTC+06:00
  ['Asia/Omsk', 'RU'], // TZ102 UTC+06:00
  ['Asia/Yangon', 'MM'], // TZ103 UTC+06:30
  ['Asia/Bangkok', 'TH'], // TZ104 UTC+07:00
  ['Asia/Ho_Chi_Minh', 'VN'], // TZ105 UTC+07:00
  ['Asia/Jakarta', 'ID'], // TZ106 UTC+07:00
  ['Asia/Krasnoyarsk', 'RU'], // TZ107 UTC+07:00
  ['Asia/Phnom_Penh', 'KH'], // TZ108 UTC+07:00
  ['Asia/Hong_Kong', 'HK'], // TZ109 UTC+08:00
  ['Asia/Irkutsk', 'RU'], // TZ110 UTC+08:00
  ['Asia/Kuala_Lumpur', 'MY'], // TZ111 UTC+08:00
  ['Asia/Macau', 'MO'], // TZ112 UTC+08:00
  ['Asia/Makassar', 'ID'], // TZ113 UTC+08:00
  ['Asia/Manila', 'PH'], // TZ114 UTC+08:00
  ['Asia/Shanghai', 'CN'], // TZ115 UTC+08:00
  ['Asia/Singapore', 'SG'], // TZ116 UTC+08:00
  ['Asia/Taipei', 'TW'], // TZ117 UTC+08:00
  ['Asia/Ulaanbaatar', 'MN'], // TZ118 UTC+08:00
  ['Australia/Perth', 'AU'], // TZ119 UTC+08:00
  ['Australia/Eucla', 'AU'], // TZ120 UTC+08:45
  ['Asia/Jayapura', 'ID'], // TZ121 UTC+09:00
  ['Asia/Seoul', 'KR'], // TZ122 UTC+09:00
  ['Asia/Yakutsk', 'RU'], // TZ123 UTC+09:00
  ['Pacific/Palau', 'PW'], // TZ124 UTC+09:00
  ['Australia/Adelaide', 'AU'], // TZ125 UTC+09:30
  ['Australia/Darwin', 'AU'], // TZ126 UTC+09:30
  ['Asia/Vladivostok', 'RU'], // TZ127 UTC+10:00
  ['Australia/Brisbane', 'AU'], // TZ128 UTC+10:00
  ['Australia/Sydney', 'AU'], // TZ129 UTC+10:00
  ['Pacific/Guam', 'GU'], // TZ130 UTC+10:00
  ['Pacific/Port_Moresby', 'PG'], // TZ131 UTC+10:00
  ['Pacific/Saipan', 'MP'], // TZ132 UTC+10:00
  ['Australia/Lord_Howe', 'AU'], // TZ133 UTC+10:30
  ['Asia/Magadan', 'RU'], // TZ134 UTC+11:00
  ['Pacific/Guadalcanal', 'SB'], // TZ135 UTC+11:00
  ['Pacific/Noumea', 'NC'], // TZ136 UTC+11:00
  ['Pacific/Auckland', 'NZ'], // TZ137 UTC+12:00
  ['Pacific/Fiji', 'FJ'], // TZ138 UTC+12:00
  ['Pacific/Tarawa', 'KI'], // TZ139 UTC+12:00
  ['Pacific/Chatham', 'NZ'], // TZ140 UTC+12:45
  ['Pacific/Apia', 'WS'], // TZ141 UTC+13:00
  ['Pacific/Tongatapu', 'TO'], // TZ142 UTC+13:00
  ['Pacific/Kiritimati', 'KI'], // TZ143 UTC+14:00
] as const satisfies ReadonlyArray<readonly [string, string | null]>;
export type TimezoneName = (typeof TIMEZONES)[number][0];

export type TimezoneCode = `TZ${string}`;

/** TZ000 … TZ143, in table order. */
export const TIMEZONE_CODES: readonly TimezoneCode[] = TIMEZONES.map(
  (_, index) => `TZ${String(index).padStart(3, '0')}` as const,
);

const zoneByCode = new Map<string, TimezoneName>(
  TIMEZONES.map(([zone], index) => [TIMEZONE_CODES[index]!, zone]),
);
const codeByZone = new Map<string, TimezoneCode>(
  TIMEZONES.map(([zone], index) => [zone, TIMEZONE_CODES[index]!]),
);

export function isTimezoneCode(value: unknown): value is TimezoneCode {
  return typeof value === 'string' && zoneByCode.has(value);
}

/** The IANA zone of a TZ code, or undefined for an unknown code. */
export function timezoneOf(code: string): TimezoneName | undefined {
  return zoneByCode.get(code);
}

/** The TZ code of an IANA zone name, or undefined when it is not in the list. */
export function timezoneCodeOf(zone: string): TimezoneCode | undefined {
  return codeByZone.get(zone);
}
