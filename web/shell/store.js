// localStorage helpers: preferences of the setup form and the autosaved game.
// Storage may be full or disabled (private mode): never fatal.

const PREFS_KEY = 'swrules.prefs.v2';
const AUTOSAVE_KEY = 'swrules.autosave.v1';

function read(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || 'null');
  } catch (e) {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (e) {
    return false;
  }
}

export const loadPrefs = () => read(PREFS_KEY) || {};
export const savePrefs = (prefs) => write(PREFS_KEY, prefs);

// {config, save, summary} or null.
export function loadAutosave() {
  const saved = read(AUTOSAVE_KEY);
  return saved && typeof saved.save === 'string' && saved.config ? saved : null;
}
export const writeAutosave = (entry) => write(AUTOSAVE_KEY, entry);
export const clearAutosave = () => write(AUTOSAVE_KEY, null);
