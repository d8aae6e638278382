// Japanese lines break between phrases, not inside words (ポイ／ント, コミュ／ニティ). Browsers
// with the CSS `word-break: auto-phrase` do it from global.css (html:lang(ja)); elsewhere this
// component splits a short text (a title, a heading) into words with the built-in
// Intl.Segmenter and allows breaks only between them (<wbr> with `word-break: keep-all`), so no
// library enters the bundle (docs/DECISIONS.md, "Japanese line breaks").
//   import { Phrases } from '@/components/phrases';
//   <Title><Phrases text={post.title} /></Title>
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const hasAutoPhrase =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('word-break', 'auto-phrase')
    : true;

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Word segments of a Japanese text, or null where no split is needed or possible. */
export function japaneseWords(text: string): string[] | null {
  if (!JAPANESE.test(text) || typeof Intl === 'undefined' || !('Segmenter' in Intl)) return null;
  const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    // Punctuation and particles stay with the word before them, as a phrase would.
    if (words.length > 0 && (!isWordLike || /^[\u3041-\u3096]{1,2}$/.test(segment)))
      words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}

export function Phrases({ text, force = false }: { text: string; force?: boolean }) {
  const { i18n } = useTranslation();
  const words = useMemo(
    () => ((force || !hasAutoPhrase) && i18n.language === 'ja' ? japaneseWords(text) : null),
    [text, force, i18n.language],
  );
  if (!words) return <>{text}</>;
  return (
    <span style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </span>
  );
}
