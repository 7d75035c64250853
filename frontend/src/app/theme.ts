import { createSystem } from '@chakra-ui/react';
import { themeConfigs } from './theme-config';

/**
 * Chakra's styling system for the app. Its global CSS comes from the build's stylesheet
 * (main.tsx imports it), not from this call: see scripts/chakra-global-css.ts.
 */
export const system = createSystem(...themeConfigs);
