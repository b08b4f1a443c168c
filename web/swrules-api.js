// The JS wrapper under the name the docs use; the same module as ./api.js.
export * from './api.js';
