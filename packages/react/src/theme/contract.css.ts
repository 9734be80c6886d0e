import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract. Every value is a CSS custom property named `--fw-…` (e.g. `--fw-color-primary`),
 * so partners restyle the components, inside shadow roots too, by setting those properties.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      text: null,
      textMuted: null,
      background: null,
      surface: null,
      surfaceSunken: null,
      border: null,
      borderSubtle: null,
      primary: null,
      primaryHover: null,
      onPrimary: null,
      focus: null,
      danger: null,
      dangerSurface: null,
      success: null,
      successSurface: null,
      warning: null,
      warningSurface: null,
      info: null,
      infoSurface: null,
      selected: null,
    },
    font: {
      body: null,
      sizeSmall: null,
      sizeBody: null,
      sizeLarge: null,
      sizeHeading: null,
      weightRegular: null,
      weightBold: null,
      lineHeight: null,
    },
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null },
    radius: { sm: null, md: null, round: null },
    shadow: { raised: null },
    motion: { duration: null },
    size: { control: null, navWidth: null, formWidth: null },
  },
  // kebab-case throughout (`--fw-color-primary-hover`), as CSS custom properties are written by hand
  (_value, path) => `fw-${path.map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).join('-')}`,
);
