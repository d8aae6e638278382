// The first profile survey as shipped. Loaded once into an empty questions table; after that the
// table is the truth and admins (or seed data) may change it.
import type { QuestionType } from '@fanclub/contract/profile';

export type QuestionSeed = {
  type: QuestionType;
  required: boolean;
  ja: string;
  en: string;
  min?: number;
  max?: number;
  maxLength?: number;
  options?: { ja: string; en: string }[];
};

export const PROFILE_QUESTIONS: QuestionSeed[] = [
  {
    type: 'single',
    required: true,
    ja: '瀬戸内地域をどのくらいの頻度で訪れますか？',
    en: 'How often do you visit the Setouchi region?',
    options: [
      { ja: '年に数回以上', en: 'Several times a year or more' },
      { ja: '年に1回くらい', en: 'About once a year' },
      { ja: '数年に1回', en: 'Once every few years' },
      { ja: 'まだ訪れたことがない', en: 'I have not been yet' },
      { ja: '地域に住んでいる', en: 'I live in the region' },
    ],
  },
  {
    type: 'multiple',
    required: true,
    ja: '興味のあることをすべて選んでください。',
    en: 'Which of these interest you? Choose all that apply.',
    options: [
      { ja: 'アートと建築', en: 'Art and architecture' },
      { ja: '島めぐり', en: 'Island hopping' },
      { ja: '食と地酒', en: 'Local food and sake' },
      { ja: 'サイクリング', en: 'Cycling' },
      { ja: '温泉', en: 'Hot springs' },
      { ja: '祭りと伝統行事', en: 'Festivals and traditions' },
      { ja: '歴史と城', en: 'History and castles' },
    ],
  },
  {
    type: 'single',
    required: true,
    ja: '旅行はふだん誰と一緒に行きますか？',
    en: 'Who do you usually travel with?',
    options: [
      { ja: 'ひとりで', en: 'On my own' },
      { ja: 'パートナーと', en: 'With my partner' },
      { ja: '家族と', en: 'With family' },
      { ja: '友人と', en: 'With friends' },
      { ja: '団体ツアーで', en: 'On a group tour' },
    ],
  },
  {
    type: 'number',
    required: true,
    ja: '1回の旅行で、ふだん何泊しますか？',
    en: 'How many nights do you usually stay on a trip?',
    min: 0,
    max: 30,
  },
  {
    type: 'text',
    required: false,
    ja: 'お気に入りの場所や思い出があれば教えてください。',
    en: 'Tell us about a favourite place or memory, if you like.',
    maxLength: 500,
  },
];
