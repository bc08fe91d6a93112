/** What a number or money field says about what was typed into it (src/engine/form/). */
export const numberTexts = {
  /** under the field: what the typed text became (`1,5 M` -> `= Rp 1.500.000.000`) */
  reading: '= {value}',
  notNumber: '{label} harus berupa angka, misalnya {example}.',
  unknownWordMoney: '"{word}" tidak dikenali. Pakai rb, jt, M atau T, misalnya 750 jt atau 1,5 M.',
  unknownWord: '"{word}" tidak dikenali. Tulis angkanya saja, misalnya {example}.',
  grouping:
    '{label} tidak terbaca: titik hanya memisahkan ribuan (1.500.000) dan koma menandai desimal (1,5).',
  fractionMoney:
    '{label} ditulis tanpa sen. Tulis angka bulat, atau beri satuannya: 1,5 jt = Rp 1.500.000, 1,5 M = Rp 1.500.000.000.',
  fractionWhole: '{label} harus bilangan bulat, tanpa koma.',
  atLeast: '{label} paling sedikit {min}.',
  atMost: '{label} paling banyak {max}.',
  exampleMoney: '1.500.000 atau 1,5 M',
  exampleWhole: '3',
  exampleDecimal: '120,5',
  /** a price far from the fair price the server judged for the record: said, not refused */
  farFromFair: 'Periksa lagi: harga ini {judgement} ({fair}). Data tetap bisa disimpan.',
} as const;
