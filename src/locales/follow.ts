/** Texts of a screen that follows the server: a list, a record or the review queue read again (Indonesian). */
export const followTexts = {
  /** said (to a screen reader too) when rows or fields on screen changed on the server */
  updated: 'Data diperbarui',
  /** a refresh held while the person acts on the list: how many rows it changes */
  held: '{count} perubahan baru',
  /** the button that shows the held refresh */
  show: 'Tampilkan',
} as const;
