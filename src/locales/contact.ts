/** Texts of the ways to reach a person from a record: a call and a WhatsApp chat. */
export const contactTexts = {
  /** the accessible name of the call link */
  call: 'Telepon {number}',
  /** the accessible name of the WhatsApp link */
  whatsApp: 'Kirim WhatsApp ke {number}',
  /** what the WhatsApp chat starts with, about a listing */
  messageAbout: 'Halo{name}, saya dari {product}. Saya menghubungi Anda tentang properti "{listing}".',
  /** what it starts with when no listing is named */
  message: 'Halo{name}, saya dari {product}.',
} as const;
