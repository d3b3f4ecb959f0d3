import { describe, expect, it } from 'vitest';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { CUSTOMISATION_DEFAULTS } from '@campus/contracts';
import { buildTheme, colourSchemeOf, cssVariablesResolver, themeColours } from './buildTheme';
import { contrastRatio } from './colour';

describe('buildTheme', () => {
  it('uses the contract defaults before a workspace is chosen', () => {
    const theme = buildTheme();
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe(CUSTOMISATION_DEFAULTS.primaryColour);
  });

  it('builds the palette and colours from a workspace customisation', () => {
    const theme = buildTheme({ primaryColour: '#aa3300', textColour: '#222222', backgroundColour: '#fafafa' });
    expect(theme.colors?.brand).toHaveLength(10);
    expect(theme.colors?.brand?.[6]).toBe('#AA3300');
    expect(theme.other?.colours).toMatchObject({ primary: '#AA3300', text: '#222222', background: '#FAFAFA' });
  });

  it('feeds the colours into the CSS variables', () => {
    const theme = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme({ primaryColour: '#0074D9', textColour: '#111111', backgroundColour: '#FFFFFF' }),
    );
    const variables = cssVariablesResolver(theme);
    expect(variables.light['--mantine-color-body']).toBe('#FFFFFF');
    expect(variables.light['--mantine-color-text']).toBe('#111111');
    expect(variables.light['--mantine-color-anchor']).toBe('#0074D9');
  });

  it('keeps text readable when a workspace picks low-contrast colours', () => {
    const colours = themeColours({ primaryColour: '#99CCFF', textColour: '#DDDDDD', backgroundColour: '#FFFFFF' });
    expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.link, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(colours.primary).toBe('#99CCFF');
  });

  it('lightens text on a dark background', () => {
    const colours = themeColours({ primaryColour: '#0074D9', textColour: '#333333', backgroundColour: '#101820' });
    expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.muted, colours.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('invalid customisation', () => {
  it('falls back to the defaults instead of failing', () => {
    const theme = buildTheme({ primaryColour: 'blue', textColour: '#111111', backgroundColour: '#FFFFFF' });
    expect(theme.colors?.brand?.[6]).toBe(CUSTOMISATION_DEFAULTS.primaryColour);
  });
});

describe('colour scheme', () => {
  it('is light for light backgrounds and dark for dark ones', () => {
    expect(colourSchemeOf(buildTheme())).toBe('light');
    expect(
      colourSchemeOf(buildTheme({ primaryColour: '#66AAFF', textColour: '#333333', backgroundColour: '#1A1B1E' })),
    ).toBe('dark');
  });
});
