/// <reference types="node" />
import { createSystem as chakraCreateSystem } from '@chakra-ui/react';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { themeConfigs } from '@/app/theme-config';
import { EDITED_MODULES, chakraSystemInTasksPlugin } from '../../scripts/chakra-system-in-tasks';

type Transform = (this: unknown, code: string, id: string) => { code: string } | undefined;
const transform = chakraSystemInTasksPlugin().transform as Transform;
const context = {
  error: (message: string) => {
    throw new Error(message);
  },
};

/** Chakra's ES modules, where the build reads them. */
const chakraEsm = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist/esm');
/** A copy of Chakra's styling system with the build's edits, where its own imports (react) still resolve. */
const copy = join(chakraEsm, '../../../../.cache', `chakra-system-in-tasks-${process.pid}`);

async function editedCreateSystem() {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const dir of ['styled-system', 'utils']) cpSync(join(chakraEsm, dir), join(copy, dir), { recursive: true });
  for (const name of Object.keys(EDITED_MODULES)) {
    const id = join(chakraEsm, 'styled-system', name);
    writeFileSync(join(copy, 'styled-system', name), transform.call(context, readFileSync(id, 'utf8'), id)!.code);
  }
  const module = await import(/* @vite-ignore */ pathToFileURL(join(copy, 'styled-system/system.js')).href);
  return module.createSystem as typeof chakraCreateSystem & {
    inTasks(nextTask: () => Promise<void>, ...configs: typeof themeConfigs): Promise<ReturnType<typeof chakraCreateSystem>>;
  };
}

describe('chakra-system-in-tasks (the build step)', () => {
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('makes the same system as Chakra, at once or a step per task', async () => {
    const createSystem = await editedCreateSystem();
    let tasks = 0;
    const inTasks = await createSystem.inTasks(
      async () => {
        tasks++;
      },
      ...themeConfigs,
    );
    const atOnce = createSystem(...themeConfigs);
    const chakra = chakraCreateSystem(...themeConfigs);
    // Copying each of the 3 configs, the token dictionary's 7 passes and its end, the utilities.
    expect(tasks).toBe(13);
    const style = { bg: 'bg.muted', px: '4', color: 'colorPalette.fg', colorPalette: 'purple', _dark: { borderColor: 'border' } };
    for (const system of [inTasks, atOnce]) {
      expect(system.tokens.allTokens.length).toBe(chakra.tokens.allTokens.length);
      expect(system.css(style)).toEqual(chakra.css(style));
      expect(system.token('colors.brand.solid')).toBe(chakra.token('colors.brand.solid'));
    }
  });

  it("fails the build if Chakra's code changes, and leaves other modules alone", () => {
    const id = join(chakraEsm, 'styled-system', 'system.js');
    expect(() => transform.call(context, 'function createSystem(config) {}', id)).toThrow(/update scripts\/chakra-system-in-tasks.ts/);
    expect(transform.call(context, 'const x = 1;', join(chakraEsm, 'styled-system', 'css.js'))).toBeUndefined();
  });
});
