import type { Plugin } from 'vite';

/** Each edit: the exact text Chakra has, and what it becomes. */
type Edit = [from: string, to: string];

/** Runs the generator `steps` to its end in one go, returning its value. */
const RUN_TO_END = 'for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;';

/** Runs a generator of steps to its end, in one go or a task per step. */
const STEP_RUNNERS = `
function runSteps(steps) {
  ${RUN_TO_END}
}
async function runStepsInTasks(steps, nextTask) {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await nextTask();
  }
}
`;

const SYSTEM_EDITS: Edit[] = [
  [`import { createTokenDictionary } from './token-dictionary.js';`, `import { createTokenDictionarySteps } from './token-dictionary.js';`],
  [`import { mergeConfigs } from './merge-config.js';`, `import { mergeConfigsSteps } from './merge-config.js';`],
  [
    `function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n`,
    `function createSystem(...configs) {\n  return runSteps(createSystemSteps(...configs));\n}\n` +
      `createSystem.inTasks = (nextTask, ...configs) => runStepsInTasks(createSystemSteps(...configs), nextTask);\n` +
      `function* createSystemSteps(...configs) {\n  const config = yield* mergeConfigsSteps(...configs);\n  yield;\n`,
  ],
  [`  const tokens = createTokenDictionary({`, `  const tokens = yield* createTokenDictionarySteps({`],
  [`    prefix: cssVarsPrefix\n  });\n  const breakpoints`, `    prefix: cssVarsPrefix\n  });\n  yield;\n  const breakpoints`],
  [
    `  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n`,
    `  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;\n`,
  ],
  [`export { createSystem, isValidSystem };`, `${STEP_RUNNERS}\nexport { createSystem, isValidSystem };`],
];

const TOKEN_DICTIONARY_EDITS: Edit[] = [
  [
    `function createTokenDictionary(options) {\n`,
    `function createTokenDictionary(options) {\n  const steps = createTokenDictionarySteps(options);\n` +
      `  ${RUN_TO_END}\n}\n` +
      `function* createTokenDictionarySteps(options) {\n`,
  ],
  [
    `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`,
    `  registerTokens();
  yield;
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  applyMiddlewares("pre");
  yield;
  applyTransforms("pre");
  yield;
  addConditionalTokens();
  addReferences();
  yield;
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  yield;
  applyTransforms("post");
  yield;
  setupViews();
  return dictionary;`,
  ],
  [`export { createTokenDictionary, tokenCategories };`, `export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };`],
];

const MERGE_CONFIG_EDITS: Edit[] = [
  [
    `const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));\n`,
    `const mergeConfigs = (...configs) => {\n  const steps = mergeConfigsSteps(...configs);\n` +
      `  ${RUN_TO_END}\n};\n` +
      `function* mergeConfigsSteps(...configs) {\n  const clones = [];\n` +
      `  for (const config of configs) {\n    clones.push(clone(config));\n    yield;\n  }\n  const merged = mergeWith({}, ...clones);\n`,
  ],
  [`  return merged;\n};\n\nexport { mergeConfigs };`, `  return merged;\n}\n\nexport { mergeConfigs, mergeConfigsSteps };`],
];

/** The modules edited, under @chakra-ui/react/dist/esm/styled-system/, with their edits. */
export const EDITED_MODULES: Record<string, Edit[]> = {
  'system.js': SYSTEM_EDITS,
  'token-dictionary.js': TOKEN_DICTIONARY_EDITS,
  'merge-config.js': MERGE_CONFIG_EDITS,
};
const EDITED_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/([a-z-]+\.js)$/;

/** `code` with every edit made; an edit whose text is not there (Chakra changed) is an error. */
function applyEdits(code: string, edits: Edit[], fail: (missing: string) => never): string {
  return edits.reduce((result, [from, to]) => {
    if (!result.includes(from)) fail(from.split('\n')[0]);
    return result.replace(from, () => to);
  }, code);
}

/**
 * Chakra's createSystem, made in the browser at start-up, is one task of 30-50 ms on this
 * machine (four times that on a phone), three quarters of it building the token dictionary.
 * This build's copy of it, of the configs' merge and of the token dictionary are generators of
 * steps (copying each config, registering the tokens, each pass over them, the utilities), and
 * `createSystem.inTasks(nextTask, ...configs)` runs a step per task, none longer than a few
 * milliseconds. `createSystem` itself runs them all at once, as before. The build fails if Chakra
 * changes any of the text edited here.
 */
export function chakraSystemInTasksPlugin(): Plugin {
  return {
    name: 'genalpha:chakra-system-in-tasks',
    transform(code, id) {
      const edits = EDITED_MODULES[EDITED_MODULE.exec(id)?.[1] ?? ''];
      if (!edits) return undefined;
      const fail = (missing: string): never => this.error(`${id} no longer has "${missing}": update scripts/chakra-system-in-tasks.ts`);
      return { code: applyEdits(code, edits, fail), map: null };
    },
  };
}
