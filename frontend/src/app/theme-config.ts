import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** Color palettes the app never names (no colorPalette, no token, no recipe default refers to them). */
const UNUSED_PALETTES = ['teal', 'cyan'];

/** `group` without the unused palettes: createSystem walks every token at startup, on the main thread. */
function withoutUnusedPalettes<T extends object>(group: T): T {
  return Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

/**
 * Chakra's composable filter, backdrop-filter and ring variables, which its global CSS sets on every
 * element for the `filter="auto"`, `backdropFilter="auto"` and `ring*` style props. The app uses none
 * of them, and 23 custom properties on every element made each style recalculation a quarter slower.
 */
const COMPOSABLE_VARIABLES = /^--(ring-|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow|backdrop-)/;

/** Where the theme's tokens change: the page and a part drawn in the other theme (the gate's dark card). */
const THEME_ROOTS = 'html, .light, .dark';

/**
 * Chakra's global CSS without the composable variables, and with its three `--global-*` variables
 * (body and monospace fonts, the default border colour) set where the theme changes and inherited
 * from there rather than declared again on every element: an element that declares custom
 * properties gets a set of its own, which made style recalculation of a page up to a fifth slower.
 */
function lighterGlobalCss(css: typeof globalCss): typeof globalCss {
  const declared = Object.entries(css['*'] ?? {}).filter(([name]) => !COMPOSABLE_VARIABLES.test(name));
  const inherited = declared.filter(([name]) => name.startsWith('--global-'));
  const everyElement = declared.filter(([name]) => !name.startsWith('--global-'));
  return { ...css, '*': Object.fromEntries(everyElement), [THEME_ROOTS]: Object.fromEntries(inherited) };
}

// Chakra's default theme with only the recipes of the components this app uses, which keeps
// the initial bundle small, and without the color palettes it never uses, which keeps startup short.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: lighterGlobalCss(globalCss),
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const genAlphaTheme = defineConfig({
  globalCss: {
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
    // A 3 px ring with an offset, and a dark halo around it, so it shows over a moving picture and
    // on either theme (the recipes' own 1-2 px rings give way to it).
    ':focus-visible': {
      outline: '3px solid var(--chakra-colors-brand-solid) !important',
      outlineOffset: '2px !important',
      boxShadow: '0 0 0 2px var(--chakra-colors-bg), 0 0 0 7px rgba(0, 0, 0, 0.6) !important',
    },
    // A card's picture link is clipped by the card: the card itself wears the ring.
    '[data-video-card]:has(> a:first-child:focus-visible)': {
      outline: '3px solid var(--chakra-colors-brand-solid)',
      outlineOffset: '2px',
      boxShadow: '0 0 0 2px var(--chakra-colors-bg), 0 0 0 7px rgba(0, 0, 0, 0.6)',
    },
    '[data-video-card] > a:first-child:focus-visible': {
      outline: 'none !important',
      boxShadow: 'none !important',
    },
    // Touch screens: every button, tab, menu entry and navigation link is at least a 44 × 44 px target.
    ':where(button, [role=button], [role=tab], [role=menuitem], [role=radio], [role=checkbox], select, nav a, header a, a[data-touch-target])': {
      '@media (pointer: coarse)': { minHeight: '44px !important', minWidth: '44px !important' },
    },
  },
  theme: {
    keyframes: {
      shake: {
        '0%, 100%': { transform: 'translateX(0)' },
        '20%, 60%': { transform: 'translateX(-10px)' },
        '40%, 80%': { transform: 'translateX(10px)' },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '#0b0b12' } },
          panel: { value: { _light: '{colors.white}', _dark: '#14141f' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '#1c1c2a' } },
        },
        brand: {
          solid: { value: { _light: '{colors.purple.600}', _dark: '{colors.purple.400}' } },
          fg: { value: { _light: '{colors.purple.700}', _dark: '{colors.purple.300}' } },
        },
      },
    },
  },
});

/**
 * The theme, for createSystem in the browser and for the build, which writes its global CSS (the
 * reset, global styles and every token's variable) into a stylesheet (scripts/chakra-global-css.ts).
 */
export const themeConfigs = [defaultBaseConfig, chakraTheme, genAlphaTheme];
