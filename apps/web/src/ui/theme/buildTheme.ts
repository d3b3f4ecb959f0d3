import {
  createTheme,
  rem,
  type CSSVariablesResolver,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { CUSTOMISATION_DEFAULTS, type Customisation } from '@campus/contracts';
import { ensureContrast, relativeLuminance, shadesOf } from './colour';

export type ThemeCustomisation = Pick<Customisation, 'primaryColour' | 'textColour' | 'backgroundColour'>;

/** Colours the CSS variables resolver applies, all checked for AA contrast on the background. */
export interface ThemeColours {
  /** Mantine colour scheme matching the background: dark backgrounds get the dark scheme's surfaces. */
  scheme: 'light' | 'dark';
  primary: string;
  text: string;
  background: string;
  link: string;
  muted: string;
  error: string;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;
/** WCAG crossover: below it, white text contrasts more than black. */
const DARK_BACKGROUND_LUMINANCE = 0.179;
/** Card and input backgrounds of Mantine's light and dark schemes (white, dark[6]). */
const LIGHT_SURFACE = '#FFFFFF';
const DARK_SURFACE = '#2E2E2E';
const MUTED_GREY = '#495057';
const ERROR_RED = '#C92A2A';

const isValidCustomisation = (customisation: ThemeCustomisation): boolean =>
  [customisation.primaryColour, customisation.textColour, customisation.backgroundColour].every((colour) =>
    HEX.test(colour),
  );

export function themeColours(customisation: ThemeCustomisation = CUSTOMISATION_DEFAULTS): ThemeColours {
  const background = customisation.backgroundColour.toUpperCase();
  const scheme = relativeLuminance(background) > DARK_BACKGROUND_LUMINANCE ? 'light' : 'dark';
  // Text sits on the page background and on the scheme's surfaces (cards, inputs): readable on both.
  const surface = scheme === 'light' ? LIGHT_SURFACE : DARK_SURFACE;
  const readable = (colour: string) => ensureContrast(ensureContrast(colour, background), surface);
  return {
    scheme,
    primary: customisation.primaryColour.toUpperCase(),
    text: readable(customisation.textColour),
    background,
    link: readable(customisation.primaryColour),
    muted: readable(MUTED_GREY),
    error: readable(ERROR_RED),
  };
}

/**
 * The type scale (docs/design.md): a page title, a section, a card or group, then body text.
 * Steps of about 1.25 from 16 px body text, so a phone's page title is not a billboard.
 */
export const TYPE_SCALE = {
  fontSizes: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(18), xl: rem(20) },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.55', xl: '1.6' },
  headings: {
    fontWeight: '700',
    sizes: {
      h1: { fontSize: rem(28), lineHeight: '1.25' },
      h2: { fontSize: rem(22), lineHeight: '1.3' },
      h3: { fontSize: rem(18), lineHeight: '1.35' },
      h4: { fontSize: rem(16), lineHeight: '1.4' },
      h5: { fontSize: rem(14), lineHeight: '1.45' },
      h6: { fontSize: rem(12), lineHeight: '1.45' },
    },
  },
} as const;

/**
 * The Mantine theme of a workspace's customisation (defaults before a workspace is chosen).
 * Text on filled primary surfaces is black or white, whichever contrasts more (autoContrast
 * with the WCAG crossover luminance).
 */
export function buildTheme(customisation: ThemeCustomisation = CUSTOMISATION_DEFAULTS): MantineThemeOverride {
  const colours = isValidCustomisation(customisation) ? themeColours(customisation) : themeColours();
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: shadesOf(colours.primary) },
    autoContrast: true,
    luminanceThreshold: 0.179,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    ...TYPE_SCALE,
    defaultRadius: 'md',
    // People who ask their system for less motion get no transitions (modals, menus, toasts).
    respectReducedMotion: true,
    other: { colours },
  });
}

const coloursOf = (other: Record<string, unknown>): ThemeColours =>
  (other.colours as ThemeColours | undefined) ?? themeColours();

/** Text on light variants (badges, alerts) is shade 9 on shade 1: darken it where that is too faint. */
function lightVariantTextColours(colors: MantineTheme['colors']): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const [, tint, , , , , , , , text] = shades;
    if (tint && text && HEX.test(tint) && HEX.test(text)) {
      variables[`--mantine-color-${name}-light-color`] = ensureContrast(text, tint);
    }
  }
  return variables;
}

/** Applies the workspace text, background, link, muted and error colours in the scheme it uses. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const colours = coloursOf(theme.other);
  const workspace = {
    '--mantine-color-body': colours.background,
    '--mantine-color-text': colours.text,
    '--mantine-color-anchor': colours.link,
    '--mantine-color-dimmed': colours.muted,
    '--mantine-color-placeholder': colours.muted,
    '--mantine-color-error': colours.error,
  };
  return {
    variables: {},
    light: { ...lightVariantTextColours(theme.colors), ...workspace },
    dark: workspace,
  };
};

/** The colour scheme a built theme needs (dark for dark workspace backgrounds). */
export const colourSchemeOf = (theme: MantineThemeOverride): 'light' | 'dark' => coloursOf(theme.other ?? {}).scheme;
