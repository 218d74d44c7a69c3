import { describe, expect, it, vi } from 'vitest';
import { createSettingsStore, DEFAULT_SETTINGS, parseSettings, SETTINGS_KEY } from './settings';
import { readListParams, writeListParams } from './list-params';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('settings defaults (seed 000 §3)', () => {
  it('showSettings on, fixedHeader off, sidebarLogo off, tagsView on, pageSize 10', () =>
    expect(parseSettings(null)).toEqual({
      showSettings: true,
      fixedHeader: false,
      sidebarLogo: false,
      tagsView: true,
      pageSize: 10,
    }));
  it('a new store with nothing stored has the defaults and stores nothing', () => {
    const storage = memoryStorage();
    expect(createSettingsStore(storage).get()).toEqual(DEFAULT_SETTINGS);
    expect(storage.data.size).toBe(0);
  });
});

describe('stored settings', () => {
  it('a choice is stored and read back by the next store (the next visit)', () => {
    const storage = memoryStorage();
    const first = createSettingsStore(storage);
    first.set({ fixedHeader: true, tagsView: false, pageSize: 50 });
    expect(JSON.parse(storage.data.get(SETTINGS_KEY) ?? '')).toEqual({
      fixedHeader: true,
      sidebarLogo: false,
      tagsView: false,
      pageSize: 50,
    });
    expect(createSettingsStore(storage).get()).toMatchObject({ fixedHeader: true, tagsView: false, pageSize: 50 });
  });
  it('subscribers hear each change; unsubscribed ones do not', () => {
    const store = createSettingsStore(memoryStorage());
    const heard = vi.fn();
    const off = store.subscribe(heard);
    store.set({ sidebarLogo: true });
    expect(heard).toHaveBeenCalledTimes(1);
    off();
    store.set({ sidebarLogo: false });
    expect(heard).toHaveBeenCalledTimes(1);
  });
  it('reset goes back to the defaults and clears the stored value', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    store.set({ pageSize: 100, sidebarLogo: true });
    store.reset();
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(storage.data.has(SETTINGS_KEY)).toBe(false);
  });
  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['wrong types', '{"fixedHeader":"yes","tagsView":1,"pageSize":"20"}'],
    ['a page size outside 10/20/50/100', '{"pageSize":7}'],
  ])('%s falls back to the defaults', (_, raw) => expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS));
  it('showSettings is the deployment’s: never taken from storage', () => {
    expect(parseSettings('{"showSettings":false}').showSettings).toBe(true);
    expect(createSettingsStore(memoryStorage(), false).get().showSettings).toBe(false);
  });
  it('a refusing storage (private mode) keeps the choice for this visit', () => {
    const store = createSettingsStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    });
    store.set({ pageSize: 20 });
    expect(store.get().pageSize).toBe(20);
  });
});

describe('the page size setting is the default of list screens', () => {
  it('a list with no size in its address starts at the chosen size', () =>
    expect(readListParams(new URLSearchParams(''), [], 50).size).toBe(50));
  it('the chosen size is the one left out of the address; 10 is then written', () => {
    expect(writeListParams(new URLSearchParams(''), { page: 1, size: 50, filters: {} }, [], 50).toString()).toBe('');
    expect(writeListParams(new URLSearchParams(''), { page: 1, size: 10, filters: {} }, [], 50).toString()).toBe(
      'size=10',
    );
  });
});
