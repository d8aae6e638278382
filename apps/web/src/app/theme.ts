// The club's Mantine theme: Seto Inland Sea blue, a sparing sunset accent, soft round shapes.
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
    // A spinner is a span: it may carry its "loading" label only with a role (axe's
    // aria-prohibited-attr), and a status is what it is.
    Loader: { defaultProps: { role: 'status' } },
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

/**
 * Colours Mantine 9 ships below WCAG AA (4.5:1) in the light scheme, darkened just enough:
 * "dimmed" (#868e96, 3.3:1 on white), the gray outline, red as error text, red text and
 * white on filled red (#fa5252, 3.3:1), and the "light" variant's text on its own tint for
 * the colours whose shade 9 is too pale there (teal 4.3:1, yellow 2.7:1, …).
 */
const LIGHT_VARIANT_TEXT = {
  red: '#bb2727',
  cyan: '#0b6d80',
  teal: '#077252',
  green: '#247434',
  lime: '#48730a',
  yellow: '#a15300',
  orange: '#b23b0c',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6b76',
    '--mantine-color-gray-outline': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [
        `--mantine-color-${color}-light-color`,
        text,
      ]),
    ),
  },
  dark: {},
});
