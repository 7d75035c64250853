import { createSystem, type SystemContext } from '@chakra-ui/react';
import { nextTask } from '@/lib/next-task';
import { themeConfigs } from './theme-config';

/** The build's createSystem also makes a system a step per task (scripts/chakra-system-in-tasks.ts). */
type CreateSystem = typeof createSystem & {
  inTasks?: (nextTask: () => Promise<void>, ...configs: typeof themeConfigs) => Promise<SystemContext>;
};

let system: SystemContext | undefined;

/**
 * Chakra's styling system for the app: start-up makes it in short tasks (makeAppSystem), anything
 * earlier (tests) at once on first use. Its global CSS comes from the build's stylesheet (main.tsx
 * imports it), not from createSystem: see scripts/chakra-global-css.ts.
 */
export function appSystem(): SystemContext {
  return (system ??= createSystem(...themeConfigs));
}

/** Makes the system a step per task, so that no task of start-up holds the main thread for all of it. */
export async function makeAppSystem(): Promise<void> {
  const { inTasks } = createSystem as CreateSystem;
  const made = inTasks ? await inTasks(nextTask, ...themeConfigs) : createSystem(...themeConfigs);
  system ??= made;
}
