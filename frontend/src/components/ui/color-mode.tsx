import { IconButton } from './icon-button';
import { Moon, Sun } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '@genalpha/shared/domain';

export type ColorMode = 'light' | 'dark';

/** Dark unless the visitor chose light (index.html applies the same rule before the first paint). */
export function storedColorMode(): ColorMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  // At start-up index.html has applied it already: changing the root's class again would make the
  // browser recalculate the style of the whole page.
  if (root.className === mode && root.style.colorScheme === mode) return;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  // The browser's own bars follow (index.html sets the same before the first paint).
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', mode === 'light' ? '#ffffff' : '#0b0b12');
}

interface ColorModeValue {
  colorMode: ColorMode;
  toggleColorMode(): void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorMode] = useState<ColorMode>(() => {
    const mode = storedColorMode();
    applyColorMode(mode);
    return mode;
  });
  const toggleColorMode = useCallback(() => {
    setColorMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      applyColorMode(next);
      localStorage.setItem(THEME_STORAGE_KEY, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ colorMode, toggleColorMode }), [colorMode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs a ColorModeProvider');
  return value;
}

export function ColorModeButton() {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton aria-label={label} variant="ghost" size="sm" onClick={toggleColorMode}>
      {colorMode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
