/**
 * The longest texts people type, in characters as they count them (an emoji is one): a person's
 * name, a title, an address, a note, a description and a chat message. The contract names no field
 * limits; these keep a record readable on every screen and in the apps that show it.
 */
export const textLimits = {
  name: 100,
  address: 300,
  note: 1000,
  description: 2000,
  message: 2000,
} as const;
