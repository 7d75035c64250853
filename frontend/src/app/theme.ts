import { createSystem, type SystemContext } from '@chakra-ui/react';
import { themeConfigs } from './theme-config';

let system: SystemContext | undefined;

/**
 * Chakra's styling system for the app, made on first use: start-up makes it in a task of its own.
 * Its global CSS comes from the build's stylesheet (main.tsx imports it), not from createSystem:
 * see scripts/chakra-global-css.ts.
 */
export function appSystem(): SystemContext {
  return (system ??= createSystem(...themeConfigs));
}
