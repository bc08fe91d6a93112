/** Texts of the operators' screens: leads and their conversations, schedules, areas. */
export const leadTexts = {
  openGroup: 'Lihat leads',
  groupTitle: 'Leads: {title}',
  /** the title of a group whose property has neither a name nor a code */
  groupTitleUnnamed: 'Leads',
  code: 'Kode {code}',
  leadLabel: 'Lead',
  addLead: 'Tambah Lead',
  conversation: 'Percakapan',
  conversationOf: 'Percakapan dengan {name}',
  thread: 'Riwayat percakapan',
  noLeads: 'Belum ada lead untuk properti ini.',
  noMessages: 'Belum ada pesan. Tulis balasan pertama di bawah.',
  customer: 'Pelanggan',
  admin: 'Admin',
  imageOf: 'Gambar dari {name}, {time}',
  imageFrom: 'Gambar dari {name}',
  reply: 'Balasan',
  replyPlaceholder: 'Tulis balasan...',
  /** under the reply box: how a reply is sent from the keyboard */
  replyKeys: 'Enter untuk mengirim, Shift+Enter untuk baris baru.',
  /** the signed-in person's own reply still waiting in the outbox, in the conversation */
  you: 'Anda',
  waitingImage: 'Foto balasan Anda, menunggu dikirim',
  /** a reply with only a photo, as the outbox names it */
  photoReply: 'foto',
  attach: 'Lampirkan gambar',
  removeImage: 'Hapus gambar {name}',
  send: 'Kirim balasan',
  emptyReply: 'Tulis pesan atau lampirkan gambar terlebih dahulu.',
  imageHint: 'Gambar (JPG, PNG, WEBP), maksimal 5 MB.',
} as const;

export const scheduleTexts = {
  calendar: 'Kalender jadwal',
  month: 'Bulan',
  week: 'Minggu',
  view: 'Tampilan kalender',
  previousWeek: 'Minggu sebelumnya',
  nextWeek: 'Minggu berikutnya',
  thisWeek: 'Minggu ini',
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  monthOfYear: 'Bulan',
  year: 'Tahun',
  dayOf: 'Jadwal {date}',
  none: 'Tidak ada jadwal pada hari ini.',
  book: 'Buat jadwal {date}',
  count: '{count} jadwal',
  agenda: 'Agenda jadwal',
  justBooked: 'Baru dibuat',
} as const;
