import type { FieldDecl, ResourceDecl } from '../../resources/types';

/** Fields a card never takes by default: they need room of their own. */
const notOnCard = new Set<FieldDecl['type']>(['status', 'image', 'images', 'textarea', 'tags']);
const DEFAULT_FIGURES = 3;

/** What a card of a declaration shows: its title, its figures and its status. */
export function cardLayoutOf(decl: ResourceDecl) {
  const listed = (decl.fields ?? []).filter((field) => field.inList !== false);
  const title = listed.find((field) => field.key === (decl.titleKey ?? 'name')) ?? listed[0];
  const figures = decl.card
    ? decl.card.flatMap((key) => (decl.fields ?? []).filter((field) => field.key === key))
    : listed.filter((field) => field !== title && !notOnCard.has(field.type)).slice(0, DEFAULT_FIGURES);
  const status = listed.find((field) => field.type === 'status' && field !== title);
  return { title, figures, status };
}

/**
 * A card's figure's class: one changed in its place (`editInList`) keeps the room of its button, on
 * the first cards drawn before the list's code as on the list's own.
 */
export function figureClass(field: Pick<FieldDecl, 'editInList'>): string {
  return field.editInList ? 'resource-card-figure resource-card-figure-editable' : 'resource-card-figure';
}
