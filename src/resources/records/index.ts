/** The records the registry describes: their shapes and fixed words, shared by the screens and the demo backend. */
export * from './listings';
export * from './master';
export * from './operations';
export * from './regions';
export * from './vocabularies';
