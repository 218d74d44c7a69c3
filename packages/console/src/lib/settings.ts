// The layout settings of seed 000 §3 (vue-element-admin's src/settings.js and its right panel): showSettings, fixedHeader
// (off), sidebarLogo (off), tagsView (on) and the default page size of list screens (10). A person changes them in the
// settings panel; they are kept per browser (localStorage). A tiny external store read with useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { APP_TAG, DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants';

export interface Settings {
  /** The settings panel can be opened (a deployment turns it off with VITE_SHOW_SETTINGS=false). */
  showSettings: boolean;
  /** The top bar and tag strip stay put while the page scrolls; off: they scroll away with the page. */
  fixedHeader: boolean;
  /** The logo sits at the top of the side menu; off: in the top bar. */
  sidebarLogo: boolean;
  /** The strip of visited pages. */
  tagsView: boolean;
  /** Rows per page a list screen starts with (one of PAGE_SIZES). */
  pageSize: number;
}

/** Seed 000 §3, exactly. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  showSettings: true,
  fixedHeader: false,
  sidebarLogo: false,
  tagsView: true,
  pageSize: DEFAULT_PAGE_SIZE,
});

/** What a person may change in the panel (showSettings is the deployment's). */
export type EditableSettings = Omit<Settings, 'showSettings'>;

export const SETTINGS_KEY = `${APP_TAG}_settings`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** The stored settings over the defaults; anything missing, of the wrong type or not allowed falls back. */
export function parseSettings(raw: string | null | undefined, showSettings = DEFAULT_SETTINGS.showSettings): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const size = stored.pageSize;
  return {
    showSettings,
    fixedHeader: bool(stored.fixedHeader, DEFAULT_SETTINGS.fixedHeader),
    sidebarLogo: bool(stored.sidebarLogo, DEFAULT_SETTINGS.sidebarLogo),
    tagsView: bool(stored.tagsView, DEFAULT_SETTINGS.tagsView),
    pageSize:
      typeof size === 'number' && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SETTINGS.pageSize,
  };
}

/** A settings store over a storage (the browser's localStorage in the console; a fake one in tests). */
export function createSettingsStore(storage: Store | null, showSettings = DEFAULT_SETTINGS.showSettings) {
  const read = () => {
    try {
      return storage?.getItem(SETTINGS_KEY) ?? null;
    } catch {
      return null;
    }
  };
  let state = parseSettings(read(), showSettings);
  const listeners = new Set<() => void>();
  const commit = (next: Settings) => {
    state = next;
    const { showSettings: _deployment, ...kept } = next;
    try {
      storage?.setItem(SETTINGS_KEY, JSON.stringify(kept));
    } catch {
      /* storage full or refused (private mode): the choice holds for this visit */
    }
    listeners.forEach((l) => l());
  };
  return {
    get: (): Settings => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(patch: Partial<EditableSettings>) {
      commit(parseSettings(JSON.stringify({ ...state, ...patch }), state.showSettings));
    },
    /** Back to seed 000 §3's defaults (and nothing stored). */
    reset() {
      try {
        storage?.removeItem(SETTINGS_KEY);
      } catch {
        /* ignore */
      }
      state = parseSettings(null, state.showSettings);
      listeners.forEach((l) => l());
    },
  };
}

function browserStorage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const settings = createSettingsStore(browserStorage(), import.meta.env?.VITE_SHOW_SETTINGS !== 'false');

export function useSettings(): Settings {
  return useSyncExternalStore(settings.subscribe, settings.get, settings.get);
}

/** The page size a list screen starts with (the settings panel's 分页条数). */
export const defaultPageSize = (): number => settings.get().pageSize;
