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

// Decks built in the deck builder, per game: {[game]: [{id, name, deck, savedAt}]}.
// Only the game's deck JSON is kept; whether a deck is legal is always asked
// of the engine (validateDeck), never stored.
const DECKS_KEY = 'swrules.decks.v1';

export function loadDecks(game) {
  const all = read(DECKS_KEY);
  const list = all && typeof all === 'object' && Array.isArray(all[game]) ? all[game] : [];
  return list.filter((d) => d && typeof d.id === 'string' && d.deck && typeof d.deck === 'object');
}

export function saveDeck(game, entry) {
  const all = read(DECKS_KEY);
  const out = all && typeof all === 'object' && !Array.isArray(all) ? all : {};
  const list = loadDecks(game).filter((d) => d.id !== entry.id);
  list.push(entry);
  out[game] = list;
  return write(DECKS_KEY, out);
}

export function deleteDeck(game, id) {
  const all = read(DECKS_KEY);
  if (!all || typeof all !== 'object') return true;
  all[game] = loadDecks(game).filter((d) => d.id !== id);
  return write(DECKS_KEY, all);
}
