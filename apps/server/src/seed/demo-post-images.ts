// Pictures for the demo posts, drawn here in SVG (Seto Inland Sea scenes in the club's sea blue
// and sunset colours) and encoded by sharp to small WebP files at seed time, then stored as a
// post image upload would be. Each is 1200 × 675 (16:9, what the cards and share previews show).
import sharp from 'sharp';
import type { Storage } from '../lib/storage';
import { storePostImage } from '../modules/posts/images';

const W = 1200;
const H = 675;

const svg = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const sky = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** Gentle wave lines across the water. */
const waves = (y0: number, rows: number, colour: string) =>
  Array.from({ length: rows }, (_, r) => {
    const y = y0 + r * 34;
    const shift = (r % 2) * 60;
    return `<path d="M${-shift} ${y} q30 -10 60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0" stroke="${colour}" stroke-width="3" fill="none" opacity="0.55"/>`;
  }).join('');

const blossom = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#f6c6d4"/><circle cx="${x + r * 0.6}" cy="${y - r * 0.4}" r="${r * 0.7}" fill="#f9d9e2"/><circle cx="${x - r * 0.7}" cy="${y - r * 0.2}" r="${r * 0.6}" fill="#efb3c5"/>`;

const boat = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 H120 L100 24 H16Z" fill="#ffffff"/><rect x="30" y="-22" width="56" height="22" fill="#e9f2f9"/><rect x="40" y="-16" width="36" height="8" fill="#1d5c8c"/><rect x="0" y="10" width="118" height="4" fill="#e8833a"/></g>`;

const SCENES = {
  /** Senkoji's pagoda among cherry blossoms above the Onomichi channel. */
  onomichi: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
<path d="M0 430 Q300 380 620 420 T1200 410 V470 H0Z" fill="#8fb8a0"/>
<rect y="460" width="${W}" height="215" fill="#2f74ab"/>${waves(500, 5, '#a5c6e1')}
<path d="M0 180 Q220 120 420 210 Q520 260 560 470 H0Z" fill="#5e8f5a"/>
<g fill="#7a3b2e"><rect x="228" y="150" width="14" height="150"/>
<path d="M180 190 H290 L270 172 H200Z"/><path d="M188 236 H282 L264 218 H206Z"/><path d="M196 282 H274 L258 264 H212Z"/></g>
<rect x="232" y="120" width="6" height="40" fill="#c9a227"/>
${[
  [90, 250, 38],
  [150, 330, 44],
  [330, 270, 40],
  [390, 360, 46],
  [60, 400, 40],
  [470, 420, 36],
  [300, 410, 42],
]
  .map(([x, y, r]) => blossom(x!, y!, r!))
  .join('')}
${boat(760, 560, 1.2)}`,
    sky('s', '#d2e3f0', '#fde3cd'),
  ),
  /** A suspension bridge between islands at sunset (the Kurushima Strait). */
  bridge: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="930" cy="300" r="70" fill="#f9c59c"/>
<path d="M0 400 Q150 330 320 395 Q440 410 540 424 V430 H0Z" fill="#184e78"/>
<path d="M740 424 Q900 320 1060 380 Q1140 400 1200 390 V430 H760Z" fill="#184e78"/>
<rect y="420" width="${W}" height="255" fill="#1d5c8c"/>${waves(450, 6, '#75a7d1')}
<g fill="#e9f2f9"><rect x="300" y="170" width="16" height="250"/><rect x="330" y="170" width="16" height="250"/>
<rect x="840" y="170" width="16" height="250"/><rect x="870" y="170" width="16" height="250"/>
<rect x="300" y="230" width="46" height="8"/><rect x="840" y="230" width="46" height="8"/></g>
<path d="M0 330 Q160 200 323 172 Q595 380 863 172 Q1030 200 1200 330" stroke="#e9f2f9" stroke-width="5" fill="none"/>
<g stroke="#e9f2f9" stroke-width="2">${Array.from({ length: 26 }, (_, i) => {
      const x = 340 + i * 20;
      const t = (x - 323) / (863 - 323);
      const y = 172 + 4 * 104 * t * (1 - t);
      return `<line x1="${x}" y1="${y.toFixed(0)}" x2="${x}" y2="350"/>`;
    }).join('')}</g>
<rect y="348" width="${W}" height="10" fill="#d2e3f0"/>`,
    sky('s', '#e8833a', '#fde3cd'),
  ),
  /** A yellow dotted pumpkin on a pier on Naoshima. */
  pumpkin: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
<path d="M0 360 Q200 320 420 350 T900 340 T1200 350 V380 H0Z" fill="#6a994e"/>
<rect y="370" width="${W}" height="305" fill="#2f74ab"/>${waves(400, 5, '#a5c6e1')}
<path d="M300 520 L900 520 L1200 675 H0Z" fill="#b8b2a6"/><path d="M300 520 H900 V530 H300Z" fill="#9a9488"/>
<g transform="translate(600 470)"><ellipse cx="-90" cy="0" rx="90" ry="85" fill="#f2c230"/><ellipse cx="90" cy="0" rx="90" ry="85" fill="#f2c230"/>
<ellipse cx="0" cy="0" rx="110" ry="95" fill="#f5cc3a"/><rect x="-14" y="-118" width="28" height="34" rx="6" fill="#2b2b2b"/>
<g fill="#1f1f1f">${[
      [-150, -10, 10],
      [-120, -45, 12],
      [-115, 30, 13],
      [-70, -70, 11],
      [-70, 5, 15],
      [-60, 60, 12],
      [-20, -40, 14],
      [0, 20, 16],
      [20, 70, 11],
      [40, -55, 12],
      [60, 10, 15],
      [95, -35, 12],
      [110, 35, 13],
      [150, -5, 10],
      [-10, -80, 9],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
      .join('')}</g></g>`,
    sky('s', '#75a7d1', '#e9f2f9'),
  ),
  /** Oyster rafts in Hiroshima Bay, Miyajima and its torii beyond. */
  oysters: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
<path d="M0 330 L180 220 L330 300 L520 170 L760 310 L1200 300 V360 H0Z" fill="#3f6b4f"/>
<rect y="350" width="${W}" height="325" fill="#1d5c8c"/>${waves(370, 9, '#4d8dc3')}
<g transform="translate(860 318)" fill="#d94f30"><rect x="0" y="0" width="8" height="46"/><rect x="40" y="0" width="8" height="46"/>
<path d="M-14 -4 H62 L58 4 H-10Z"/><rect x="-6" y="10" width="60" height="5"/></g>
<g stroke="#8a6a45" stroke-width="5">${Array.from({ length: 4 }, (_, r) =>
      Array.from({ length: 3 }, (_, c) => {
        const x = 80 + c * 330 + r * 20;
        const y = 430 + r * 60;
        const w = 260 - r * 10;
        return `<path d="M${x} ${y} H${x + w} M${x} ${y + 18} H${x + w} ${Array.from(
          { length: 8 },
          (_, k) => `M${x + (k * w) / 7} ${y} V${y + 18}`,
        ).join(' ')}"/>`;
      }).join(''),
    ).join('')}</g>`,
    sky('s', '#a5c6e1', '#fff3e8'),
  ),
  /** Sanuki udon from above: a bowl of noodles, green onion and tempura on a wooden table. */
  udon: svg(
    `<rect width="${W}" height="${H}" fill="#c89b6d"/>
<g stroke="#b8895a" stroke-width="4">${Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${i * 80 + 20}" x2="${W}" y2="${i * 80 + 40}"/>`).join('')}</g>
<circle cx="560" cy="340" r="260" fill="#184e78"/><circle cx="560" cy="340" r="230" fill="#e9f2f9"/><circle cx="560" cy="340" r="205" fill="#e7c98f"/>
<g stroke="#fbf6ea" stroke-width="14" fill="none" stroke-linecap="round">${Array.from(
      { length: 14 },
      (_, i) => {
        const y = 200 + i * 20;
        return `<path d="M${400 + (i % 3) * 10} ${y} q50 -30 100 0 t100 0 t100 0"/>`;
      },
    ).join('')}</g>
<g fill="#5c9e3a">${[
      [470, 260],
      [520, 300],
      [610, 250],
      [660, 330],
      [500, 400],
      [590, 420],
      [640, 390],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="12"/><circle cx="${x}" cy="${y}" r="5" fill="#d8ecc0"/>`,
      )
      .join('')}</g>
<ellipse cx="980" cy="420" rx="120" ry="70" fill="#f4a76a"/><ellipse cx="980" cy="420" rx="90" ry="48" fill="#f9c59c"/>
<g fill="#6d4c2f" transform="rotate(-12 990 128)"><rect x="880" y="110" width="230" height="12" rx="6"/><rect x="880" y="136" width="230" height="12" rx="6"/></g>`,
  ),
  /** A ferry crossing between islands. */
  ferry: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="200" cy="140" r="55" fill="#fde3cd"/>
<path d="M0 380 Q160 300 340 370 T700 360 V400 H0Z" fill="#4f7f57"/><path d="M620 390 Q820 280 1000 350 T1200 340 V400 H620Z" fill="#6a994e"/>
<rect y="390" width="${W}" height="285" fill="#2f74ab"/>${waves(420, 8, '#a5c6e1')}
<g transform="translate(380 440)"><path d="M0 40 H460 L420 110 H40Z" fill="#ffffff"/><rect x="60" y="0" width="330" height="44" fill="#f1f4f7"/>
<rect x="120" y="-40" width="200" height="42" fill="#e9f2f9"/><rect x="190" y="-70" width="40" height="32" fill="#e8833a"/>
<g fill="#1d5c8c">${Array.from({ length: 9 }, (_, i) => `<rect x="${80 + i * 34}" y="12" width="22" height="16" rx="3"/>`).join('')}</g>
<rect x="0" y="76" width="450" height="8" fill="#1d5c8c"/></g>
<path d="M840 540 q60 10 120 0 M300 560 q-60 8 -120 0" stroke="#ffffff" stroke-width="6" fill="none"/>
<g stroke="#134063" stroke-width="4" fill="none"><path d="M900 150 q15 -12 30 0 q15 -12 30 0"/><path d="M980 190 q12 -10 24 0 q12 -10 24 0"/></g>`,
    sky('s', '#4d8dc3', '#e9f2f9'),
  ),
  /** Lemon groves on the terraced slopes of Ikuchijima, the sea below. */
  citrus: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
<rect y="250" width="${W}" height="160" fill="#4d8dc3"/>${waves(270, 4, '#d2e3f0')}
<path d="M0 360 Q400 300 1200 330 V675 H0Z" fill="#7aa35a"/>
<g stroke="#5d8444" stroke-width="6" fill="none">${Array.from({ length: 5 }, (_, i) => `<path d="M0 ${420 + i * 60} Q600 ${380 + i * 60} 1200 ${400 + i * 60}"/>`).join('')}</g>
${Array.from({ length: 18 }, (_, i) => {
  const x = 70 + (i % 6) * 200 + (Math.floor(i / 6) % 2) * 90;
  const y = 400 + Math.floor(i / 6) * 95;
  const fruit = [
    [-30, -10],
    [20, -30],
    [35, 10],
    [-10, 20],
  ]
    .map(
      ([dx, dy]) =>
        `<ellipse cx="${x + dx!}" cy="${y + dy!}" rx="13" ry="10" fill="#f6d743" stroke="#e0b820" stroke-width="2"/>`,
    )
    .join('');
  return `<circle cx="${x}" cy="${y}" r="58" fill="#3f7d3a"/><circle cx="${x - 18}" cy="${y - 16}" r="34" fill="#4e9146"/>${fruit}`;
}).join('')}`,
    sky('s', '#75a7d1', '#fff3e8'),
  ),
  /** Miyajima's great torii at low tide, with its reflection on the wet sand. */
  torii: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
<path d="M0 320 L200 200 L380 290 L560 150 L820 300 L1000 230 L1200 300 V380 H0Z" fill="#3f6b4f"/>
<rect y="370" width="${W}" height="90" fill="#4d8dc3"/><rect y="450" width="${W}" height="225" fill="#d8c7a6"/>
<path d="M0 470 Q300 460 600 480 T1200 470 V520 Q900 500 600 520 T0 510Z" fill="#a5c6e1" opacity="0.7"/>
<g fill="#d94f30"><rect x="480" y="250" width="26" height="220"/><rect x="694" y="250" width="26" height="220"/>
<path d="M420 226 Q600 246 780 226 L790 206 Q600 226 410 206Z"/><rect x="450" y="280" width="300" height="16"/><rect x="588" y="230" width="24" height="50"/></g>
<g fill="#d94f30" opacity="0.35"><rect x="480" y="470" width="26" height="150"/><rect x="694" y="470" width="26" height="150"/></g>
<g fill="#2b2b2b"><rect x="474" y="450" width="38" height="20"/><rect x="688" y="450" width="38" height="20"/></g>
<g fill="#6d4c2f"><circle cx="260" cy="560" r="6"/><circle cx="284" cy="562" r="6"/><circle cx="900" cy="590" r="6"/></g>`,
    sky('s', '#f4a76a', '#fde3cd'),
  ),
  /** White-walled storehouses and willows along the Kurashiki canal. */
  kurashiki: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/>
${Array.from({ length: 4 }, (_, i) => {
  const x = 40 + i * 290;
  return `<rect x="${x}" y="190" width="250" height="230" fill="#f7f4ee"/><path d="M${x - 20} 200 L${x + 125} 130 L${x + 270} 200Z" fill="#2b2b2b"/>
<rect x="${x}" y="330" width="250" height="90" fill="#5a5a5a"/><g stroke="#f7f4ee" stroke-width="6">${Array.from({ length: 8 }, (_, k) => `<line x1="${x + k * 31.25}" y1="330" x2="${x + (k + 1) * 31.25}" y2="420"/><line x1="${x + (k + 1) * 31.25}" y1="330" x2="${x + k * 31.25}" y2="420"/>`).join('')}</g>
<rect x="${x + 100}" y="240" width="50" height="50" fill="#2b2b2b"/>`;
}).join('')}
<rect y="420" width="${W}" height="40" fill="#b8b2a6"/><rect y="460" width="${W}" height="215" fill="#2f74ab"/>${waves(490, 6, '#75a7d1')}
${[150, 620, 1050]
  .map(
    (x) =>
      `<rect x="${x}" y="300" width="14" height="160" fill="#6d4c2f"/><g stroke="#6a994e" stroke-width="5" fill="none">${Array.from({ length: 11 }, (_, k) => `<path d="M${x + 7} 300 q${(k - 5) * 14} 20 ${(k - 5) * 18} ${120 + (k % 3) * 20}"/>`).join('')}</g>`,
  )
  .join('')}
<g transform="translate(420 540)"><path d="M0 0 H220 L200 22 H20Z" fill="#8a6a45"/><circle cx="110" cy="-16" r="12" fill="#2b2b2b"/><path d="M94 -30 H126 L110 -44Z" fill="#e8d9a8"/></g>`,
    sky('s', '#a5c6e1', '#e9f2f9'),
  ),
  /** Islands at dusk with small boats: the Inland Sea between ports. */
  islands: svg(
    `<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="600" cy="360" r="90" fill="#f9c59c"/>
<path d="M0 380 Q120 300 260 370 Q320 390 380 380 V400 H0Z" fill="#134063"/>
<path d="M420 390 Q520 330 640 385 V400 H420Z" fill="#184e78"/><path d="M760 385 Q900 280 1060 360 Q1140 380 1200 370 V400 H760Z" fill="#134063"/>
<rect y="395" width="${W}" height="280" fill="#1d5c8c"/><g stroke="#f9c59c" stroke-width="6" stroke-linecap="round" opacity="0.8">${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${560 + (i % 2) * 14}" y1="${410 + i * 26}" x2="${640 - (i % 2) * 14 - i * 4}" y2="${410 + i * 26}"/>`).join('')}</g>${waves(430, 7, '#4d8dc3')}
${boat(220, 520, 0.9)}${boat(860, 470, 0.7)}
<g transform="translate(980 560)"><path d="M0 0 H90 L76 18 H10Z" fill="#e9f2f9"/><path d="M44 -4 V-90 L88 -8Z" fill="#fff3e8"/></g>`,
    sky('s', '#cc6d27', '#f9c59c'),
  ),
} as const;

export type DemoScene = keyof typeof SCENES;

/** The scene as a WebP file (quality 78: these flat drawings stay well under 60 KB). */
export const drawDemoScene = (scene: DemoScene) =>
  sharp(Buffer.from(SCENES[scene])).webp({ quality: 78 }).toBuffer();

/** Draws a scene and stores it as a post image; answers its address for the contents. */
export async function storeDemoPostImage(storage: Storage, scene: DemoScene): Promise<string> {
  return storePostImage(storage, await drawDemoScene(scene));
}
