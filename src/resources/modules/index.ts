// The resources declared in one module each (src/resources/define.ts): one line registers one. The
// registry places each in the sidebar (its `after`), names.ts reads its name, the palette its
// `keywords`, and the demo backend serves and seeds it from its declaration
// (src/mocks/handlers/declared.ts, src/mocks/seed/declared.ts).
export * as extraFacility from './extra-facility';
export * as masterTrait from './master-trait';
