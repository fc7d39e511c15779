// Tests run server modules directly; the real package throws outside React's server build, by design.
export {};
