// The club's Mantine theme: Seto Inland Sea blue, a sparing sunset accent, soft round shapes.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const sea: MantineColorsTuple = [
  '#e9f2f9',
  '#d2e3f0',
  '#a5c6e1',
  '#75a7d1',
  '#4d8dc3',
  '#2f74ab',
  '#1d5c8c',
  '#184e78',
  '#134063',
  '#0d304b',
];

const sunset: MantineColorsTuple = [
  '#fff3e8',
  '#fde3cd',
  '#f9c59c',
  '#f4a76a',
  '#f09449',
  '#ec8a40',
  '#e8833a',
  '#cc6d27',
  '#b35c1e',
  '#964a14',
];

const fontFamily =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", Meiryo, system-ui, sans-serif';

export const theme = createTheme({
  colors: { sea, sunset },
  primaryColor: 'sea',
  primaryShade: 6,
  autoContrast: true,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  black: '#1b2733',
  components: {
    Card: { defaultProps: { radius: 'lg', withBorder: true, shadow: 'xs', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'xl' } },
    // Our badges are short labels: never upper-cased (Japanese has no case) nor truncated.
    Badge: {
      defaultProps: { radius: 'xl', variant: 'light' },
      styles: {
        root: { textTransform: 'none', overflow: 'visible', flexShrink: 0 },
        label: { overflow: 'visible' },
      },
    },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
  },
});
