/** The two region hierarchies (master-slug and master-area) share these shapes. */

export interface Province {
  _id: string;
  id_provinsi: string;
  name: string;
  slug: string;
}

export interface City {
  _id: string;
  id_kota: string;
  id_provinsi: string;
  name: string;
  slug: string;
}

export interface District {
  _id: string;
  id_kecamatan: string;
  id_kota: string;
  name: string;
  slug: string;
}

export interface Village {
  _id: string;
  id_kelurahan: string;
  id_kecamatan: string;
  name: string;
  slug: string;
  postal_code: string;
}
