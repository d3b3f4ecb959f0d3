import { createTheme, type CSSVariablesResolver, type MantineTheme, type MantineThemeOverride } from '@mantine/core';
import { CUSTOMISATION_DEFAULTS, type Customisation } from '@campus/contracts';
import { ensureContrast, shadesOf } from './colour';

export type ThemeCustomisation = Pick<Customisation, 'primaryColour' | 'textColour' | 'backgroundColour'>;

/** Colours the CSS variables resolver applies, all checked for AA contrast on the background. */
export interface ThemeColours {
  primary: string;
  text: string;
  background: string;
  link: string;
  muted: string;
  error: string;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;
const MUTED_GREY = '#495057';
const ERROR_RED = '#C92A2A';

export function themeColours(customisation: ThemeCustomisation = CUSTOMISATION_DEFAULTS): ThemeColours {
  const background = customisation.backgroundColour.toUpperCase();
  return {
    primary: customisation.primaryColour.toUpperCase(),
    text: ensureContrast(customisation.textColour, background),
    background,
    link: ensureContrast(customisation.primaryColour, background),
    muted: ensureContrast(MUTED_GREY, background),
    error: ensureContrast(ERROR_RED, background),
  };
}

/**
 * The Mantine theme of a workspace's customisation (defaults before a workspace is chosen).
 * Text on filled primary surfaces is black or white, whichever contrasts more (autoContrast
 * with the WCAG crossover luminance).
 */
export function buildTheme(customisation: ThemeCustomisation = CUSTOMISATION_DEFAULTS): MantineThemeOverride {
  const colours = themeColours(customisation);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: shadesOf(colours.primary) },
    autoContrast: true,
    luminanceThreshold: 0.179,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '700' },
    defaultRadius: 'md',
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

/** Applies the workspace text, background, link, muted and error colours (light scheme). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const colours = coloursOf(theme.other);
  return {
    variables: {},
    light: {
      ...lightVariantTextColours(theme.colors),
      '--mantine-color-body': colours.background,
      '--mantine-color-text': colours.text,
      '--mantine-color-anchor': colours.link,
      '--mantine-color-dimmed': colours.muted,
      '--mantine-color-placeholder': colours.muted,
      '--mantine-color-error': colours.error,
    },
    dark: {},
  };
};
