import { describe, expect, it } from 'vitest';
import { guardCell } from './csv';

describe('guardCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+81 90', "'+81 90"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['＝ＳＵＭ(A1)', "'＝ＳＵＭ(A1)"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠cmd', "'＠cmd"],
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
    ['東京都', '東京都'],
    ['ー長音', 'ー長音'],
    ['', ''],
  ])('%j → %j', (cell, expected) => {
    expect(guardCell(cell)).toBe(expected);
  });
});
