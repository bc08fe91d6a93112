/**
 * Real provinces, cities/kabupaten, kecamatan and kelurahan/desa. Province and city codes are BPS codes;
 * kecamatan and kelurahan codes are built the BPS way (city + 3 digits, kecamatan + 3 digits).
 * Villages are written `Name:postal code`. `landPrice` (rupiah per m²) and `weight` drive the listings.
 */
export interface CitySeed {
  code: string;
  name: string;
  /** Typical land price per m² in rupiah. */
  landPrice: number;
  /** Relative share of the demo listings. */
  weight: number;
  districts: readonly (readonly [name: string, villages: string])[];
}

export interface ProvinceSeed {
  code: string;
  name: string;
  cities: readonly CitySeed[];
}

export const REGION_TREE: readonly ProvinceSeed[] = [
  {
    code: '31',
    name: 'DKI Jakarta',
    cities: [
      {
        code: '3171',
        name: 'Kota Jakarta Selatan',
        landPrice: 28_000_000,
        weight: 30,
        districts: [
          ['Kebayoran Baru', 'Senayan:12190|Gunung:12120|Kramat Pela:12130|Selong:12110'],
          ['Tebet', 'Tebet Barat:12810|Tebet Timur:12820|Manggarai:12850|Bukit Duri:12840'],
          ['Cilandak', 'Cilandak Barat:12430|Lebak Bulus:12440|Pondok Labu:12450|Gandaria Selatan:12420'],
          ['Jagakarsa', 'Jagakarsa:12620|Srengseng Sawah:12640|Ciganjur:12630|Lenteng Agung:12610'],
        ],
      },
      {
        code: '3172',
        name: 'Kota Jakarta Timur',
        landPrice: 15_000_000,
        weight: 18,
        districts: [
          ['Cakung', 'Cakung Barat:13910|Pulo Gebang:13950|Penggilingan:13940'],
          ['Duren Sawit', 'Pondok Bambu:13430|Klender:13470|Duren Sawit:13440'],
          ['Ciracas', 'Cibubur:13720|Kelapa Dua Wetan:13730|Ciracas:13740'],
          ['Pasar Rebo', 'Gedong:13760|Kalisari:13790|Pekayon:13710'],
        ],
      },
      {
        code: '3173',
        name: 'Kota Jakarta Pusat',
        landPrice: 35_000_000,
        weight: 6,
        districts: [
          ['Menteng', 'Menteng:10310|Gondangdia:10350|Cikini:10330|Pegangsaan:10320'],
          ['Tanah Abang', 'Bendungan Hilir:10210|Karet Tengsin:10220|Kebon Melati:10230'],
          ['Gambir', 'Gambir:10110|Cideng:10150|Petojo Utara:10130'],
        ],
      },
      {
        code: '3174',
        name: 'Kota Jakarta Barat',
        landPrice: 20_000_000,
        weight: 12,
        districts: [
          ['Kebon Jeruk', 'Kebon Jeruk:11530|Duri Kepa:11510|Kedoya Utara:11520'],
          ['Grogol Petamburan', 'Tanjung Duren Utara:11470|Grogol:11450|Tomang:11440'],
          ['Kembangan', 'Kembangan Selatan:11610|Meruya Utara:11620|Joglo:11640'],
        ],
      },
      {
        code: '3175',
        name: 'Kota Jakarta Utara',
        landPrice: 22_000_000,
        weight: 10,
        districts: [
          ['Penjaringan', 'Kapuk Muara:14460|Pluit:14450|Penjaringan:14440'],
          ['Kelapa Gading', 'Kelapa Gading Barat:14240|Kelapa Gading Timur:14240|Pegangsaan Dua:14250'],
          ['Tanjung Priok', 'Sunter Agung:14350|Papanggo:14340|Kebon Bawang:14320'],
        ],
      },
    ],
  },
  {
    code: '32',
    name: 'Jawa Barat',
    cities: [
      {
        code: '3273',
        name: 'Kota Bandung',
        landPrice: 10_000_000,
        weight: 20,
        districts: [
          ['Coblong', 'Dago:40135|Lebak Siliwangi:40132|Sekeloa:40134|Cipaganti:40131'],
          ['Sukajadi', 'Pasteur:40161|Cipedes:40162|Sukawarna:40164'],
          ['Buahbatu', 'Margasari:40286|Jatisari:40286|Cijawura:40287'],
          ['Antapani', 'Antapani Kidul:40291|Antapani Tengah:40291|Antapani Wetan:40291'],
        ],
      },
      {
        code: '3275',
        name: 'Kota Bekasi',
        landPrice: 8_000_000,
        weight: 18,
        districts: [
          ['Bekasi Selatan', 'Kayuringin Jaya:17144|Jakasetia:17147|Pekayon Jaya:17148'],
          ['Bekasi Barat', 'Kranji:17135|Bintara:17134|Jakasampurna:17145'],
          ['Jatiasih', 'Jatiasih:17423|Jatimekar:17422|Jatikramat:17421'],
          ['Medan Satria', 'Harapan Mulya:17143|Medan Satria:17132|Kalibaru:17133'],
        ],
      },
      {
        code: '3276',
        name: 'Kota Depok',
        landPrice: 7_000_000,
        weight: 15,
        districts: [
          ['Beji', 'Beji:16421|Kemiri Muka:16423|Pondok Cina:16424'],
          ['Pancoran Mas', 'Depok:16431|Pancoran Mas:16436|Rangkapan Jaya:16435'],
          ['Sukmajaya', 'Mekarjaya:16411|Abadijaya:16417|Sukmajaya:16412'],
          ['Cimanggis', 'Tugu:16451|Cisalak Pasar:16452|Harjamukti:16454'],
        ],
      },
      {
        code: '3271',
        name: 'Kota Bogor',
        landPrice: 7_000_000,
        weight: 10,
        districts: [
          ['Bogor Tengah', 'Paledang:16122|Pabaton:16121|Sempur:16129'],
          ['Bogor Utara', 'Tegal Gundil:16152|Bantarjati:16153|Cimahpar:16155'],
          ['Bogor Selatan', 'Batutulis:16133|Empang:16132|Lawanggintung:16134'],
        ],
      },
      {
        code: '3201',
        name: 'Kabupaten Bogor',
        landPrice: 4_000_000,
        weight: 8,
        districts: [
          ['Cibinong', 'Pakansari:16915|Tengah:16914|Cirimekar:16917'],
          ['Gunung Putri', 'Bojong Kulur:16969|Cicadas:16964|Wanaherang:16965'],
          ['Cileungsi', 'Cileungsi:16820|Limusnunggal:16820|Cipenjo:16820'],
        ],
      },
    ],
  },
  {
    code: '33',
    name: 'Jawa Tengah',
    cities: [
      {
        code: '3374',
        name: 'Kota Semarang',
        landPrice: 6_000_000,
        weight: 12,
        districts: [
          ['Semarang Tengah', 'Pekunden:50134|Sekayu:50132|Miroto:50134'],
          ['Banyumanik', 'Srondol Wetan:50263|Pedalangan:50268|Tinjomoyo:50264'],
          ['Tembalang', 'Tembalang:50275|Bulusan:50277|Sendangmulyo:50272'],
        ],
      },
      {
        code: '3372',
        name: 'Kota Surakarta',
        landPrice: 5_000_000,
        weight: 5,
        districts: [
          ['Laweyan', 'Laweyan:57148|Sondakan:57147|Purwosari:57142'],
          ['Banjarsari', 'Manahan:57139|Kestalan:57133|Punggawan:57132'],
          ['Jebres', 'Jebres:57126|Mojosongo:57127|Kepatihan Wetan:57129'],
        ],
      },
      {
        code: '3373',
        name: 'Kota Salatiga',
        landPrice: 3_000_000,
        weight: 2,
        districts: [
          ['Sidorejo', 'Salatiga:50711|Sidorejo Lor:50714|Blotongan:50715'],
          ['Tingkir', 'Kutowinangun Lor:50741|Tingkir Lor:50745|Gendongan:50743'],
          ['Argomulyo', 'Ledok:50732|Tegalrejo:50733|Noborejo:50736'],
        ],
      },
    ],
  },
  {
    code: '34',
    name: 'DI Yogyakarta',
    cities: [
      {
        code: '3471',
        name: 'Kota Yogyakarta',
        landPrice: 9_000_000,
        weight: 9,
        districts: [
          ['Gondokusuman', 'Baciro:55225|Demangan:55221|Terban:55223'],
          ['Jetis', 'Cokrodiningratan:55233|Gowongan:55232|Bumijo:55231'],
          ['Mergangsan', 'Keparakan:55152|Wirogunan:55151|Brontokusuman:55153'],
        ],
      },
      {
        code: '3404',
        name: 'Kabupaten Sleman',
        landPrice: 6_000_000,
        weight: 8,
        districts: [
          ['Depok', 'Caturtunggal:55281|Maguwoharjo:55282|Condongcatur:55283'],
          ['Mlati', 'Sinduadi:55284|Sendangadi:55285|Tlogoadi:55286'],
          ['Ngaglik', 'Sariharjo:55581|Sinduharjo:55581|Minomartani:55581'],
        ],
      },
      {
        code: '3402',
        name: 'Kabupaten Bantul',
        landPrice: 3_500_000,
        weight: 4,
        districts: [
          ['Kasihan', 'Tamantirto:55183|Ngestiharjo:55182|Bangunjiwo:55184'],
          ['Sewon', 'Panggungharjo:55188|Bangunharjo:55187|Timbulharjo:55185'],
          ['Banguntapan', 'Banguntapan:55198|Baturetno:55197|Potorono:55196'],
        ],
      },
    ],
  },
  {
    code: '35',
    name: 'Jawa Timur',
    cities: [
      {
        code: '3578',
        name: 'Kota Surabaya',
        landPrice: 12_000_000,
        weight: 20,
        districts: [
          ['Gubeng', 'Gubeng:60281|Airlangga:60286|Mojo:60285'],
          ['Wonokromo', 'Darmo:60241|Ngagel:60246|Jagir:60244'],
          ['Sukolilo', 'Keputih:60111|Klampis Ngasem:60117|Menur Pumpungan:60118'],
          ['Rungkut', 'Kali Rungkut:60293|Rungkut Kidul:60293|Penjaringan Sari:60297'],
        ],
      },
      {
        code: '3573',
        name: 'Kota Malang',
        landPrice: 6_000_000,
        weight: 10,
        districts: [
          ['Lowokwaru', 'Dinoyo:65144|Tlogomas:65144|Sumbersari:65145'],
          ['Klojen', 'Oro-oro Dowo:65119|Kauman:65119|Klojen:65111'],
          ['Blimbing', 'Blimbing:65126|Purwantoro:65122|Arjosari:65126'],
        ],
      },
      {
        code: '3515',
        name: 'Kabupaten Sidoarjo',
        landPrice: 5_000_000,
        weight: 7,
        districts: [
          ['Sidoarjo', 'Sidokare:61214|Magersari:61212|Lemahputro:61213'],
          ['Waru', 'Waru:61256|Tropodo:61256|Kureksari:61256'],
          ['Gedangan', 'Gedangan:61254|Sawotratap:61254|Ketajen:61254'],
        ],
      },
    ],
  },
  {
    code: '36',
    name: 'Banten',
    cities: [
      {
        code: '3674',
        name: 'Kota Tangerang Selatan',
        landPrice: 14_000_000,
        weight: 25,
        districts: [
          ['Serpong', 'Lengkong Gudang:15321|Rawa Mekar Jaya:15310|Cilenggang:15310'],
          ['Pondok Aren', 'Pondok Betung:15221|Jurang Mangu Barat:15223|Pondok Kacang Timur:15226'],
          ['Ciputat', 'Cipayung:15411|Serua:15414|Sawah Baru:15413'],
          ['Pamulang', 'Pamulang Barat:15417|Pondok Benda:15416|Benda Baru:15418'],
        ],
      },
      {
        code: '3671',
        name: 'Kota Tangerang',
        landPrice: 10_000_000,
        weight: 10,
        districts: [
          ['Cipondoh', 'Cipondoh:15148|Poris Plawad:15141|Ketapang:15147'],
          ['Karawaci', 'Karawaci:15115|Bojong Jaya:15115|Nusa Jaya:15116'],
          ['Ciledug', 'Sudimara Barat:15151|Tajur:15152|Paninggilan:15153'],
        ],
      },
      {
        code: '3603',
        name: 'Kabupaten Tangerang',
        landPrice: 6_000_000,
        weight: 8,
        districts: [
          ['Kelapa Dua', 'Bencongan:15810|Kelapa Dua:15810|Curug Sangereng:15810'],
          ['Pagedangan', 'Pagedangan:15336|Medang:15334|Cihuni:15332'],
          ['Cikupa', 'Cikupa:15710|Bitung Jaya:15710|Talaga:15710'],
        ],
      },
    ],
  },
  {
    code: '51',
    name: 'Bali',
    cities: [
      {
        code: '5171',
        name: 'Kota Denpasar',
        landPrice: 12_000_000,
        weight: 12,
        districts: [
          ['Denpasar Selatan', 'Sanur:80228|Sesetan:80223|Renon:80226|Panjer:80225'],
          ['Denpasar Barat', 'Padangsambian:80117|Dauh Puri:80113|Pemecutan:80119'],
          ['Denpasar Timur', 'Sumerta:80236|Kesiman:80237|Penatih:80238'],
          ['Denpasar Utara', 'Peguyangan:80115|Ubung:80116|Dauh Puri Kaja:80111'],
        ],
      },
      {
        code: '5103',
        name: 'Kabupaten Badung',
        landPrice: 16_000_000,
        weight: 9,
        districts: [
          ['Kuta Selatan', 'Jimbaran:80361|Benoa:80363|Ungasan:80364|Kutuh:80361'],
          ['Kuta', 'Kuta:80361|Legian:80361|Seminyak:80361|Tuban:80361'],
          ['Kuta Utara', 'Canggu:80351|Kerobokan:80361|Dalung:80351'],
        ],
      },
      {
        code: '5104',
        name: 'Kabupaten Gianyar',
        landPrice: 7_000_000,
        weight: 5,
        districts: [
          ['Ubud', 'Ubud:80571|Peliatan:80571|Mas:80571'],
          ['Sukawati', 'Sukawati:80582|Batubulan:80582|Celuk:80582'],
          ['Gianyar', 'Gianyar:80511|Bitera:80515|Samplangan:80511'],
        ],
      },
    ],
  },
  {
    code: '12',
    name: 'Sumatera Utara',
    cities: [
      {
        code: '1275',
        name: 'Kota Medan',
        landPrice: 7_000_000,
        weight: 14,
        districts: [
          ['Medan Baru', 'Darat:20153|Petisah Hulu:20151|Babura:20153'],
          ['Medan Selayang', 'Tanjung Sari:20132|Asam Kumbang:20133|Sempakata:20131'],
          ['Medan Johor', 'Gedung Johor:20144|Kwala Bekala:20142|Pangkalan Masyhur:20143'],
          ['Medan Sunggal', 'Sunggal:20128|Tanjung Rejo:20122|Babura Sunggal:20121'],
        ],
      },
      {
        code: '1207',
        name: 'Kabupaten Deli Serdang',
        landPrice: 3_000_000,
        weight: 4,
        districts: [
          ['Percut Sei Tuan', 'Tembung:20371|Bandar Khalipah:20371|Sampali:20371'],
          ['Lubuk Pakam', 'Lubuk Pakam Pekan:20511|Cemara:20514|Paluh Kemiri:20511'],
          ['Tanjung Morawa', 'Tanjung Morawa A:20362|Bangun Sari:20362|Dagang Kerawan:20362'],
        ],
      },
      {
        code: '1272',
        name: 'Kota Pematangsiantar',
        landPrice: 2_500_000,
        weight: 2,
        districts: [
          ['Siantar Barat', 'Dwikora:21118|Proklamasi:21111|Simarito:21112'],
          ['Siantar Utara', 'Bane:21142|Martoba:21142|Sigulang-gulang:21144'],
          ['Siantar Timur', 'Pahlawan:21136|Merdeka:21136|Kebun Sayur:21137'],
        ],
      },
    ],
  },
  {
    code: '73',
    name: 'Sulawesi Selatan',
    cities: [
      {
        code: '7371',
        name: 'Kota Makassar',
        landPrice: 7_000_000,
        weight: 12,
        districts: [
          ['Panakkukang', 'Pandang:90231|Karampuang:90231|Masale:90231'],
          ['Rappocini', 'Gunung Sari:90221|Banta-Bantaeng:90222|Tidung:90222'],
          ['Tamalanrea', 'Tamalanrea:90245|Tamalanrea Indah:90245|Kapasa:90241'],
        ],
      },
      {
        code: '7306',
        name: 'Kabupaten Gowa',
        landPrice: 3_000_000,
        weight: 3,
        districts: [
          ['Somba Opu', 'Sungguminasa:92111|Tombolo:92113|Kalegowa:92111'],
          ['Pallangga', 'Pallangga:92161|Bontoala:92161|Mangalli:92161'],
          ['Bontomarannu', 'Borongloe:92171|Romang Lompoa:92171|Nirannuang:92171'],
        ],
      },
      {
        code: '7372',
        name: 'Kota Parepare',
        landPrice: 2_500_000,
        weight: 2,
        districts: [
          ['Bacukiki', 'Lumpue:91121|Watang Bacukiki:91121|Galung Maloang:91121'],
          ['Ujung', 'Ujung Bulu:91111|Lapadde:91111|Mallusetasi:91111'],
          ['Soreang', 'Bukit Indah:91131|Kampung Pisang:91131|Watang Soreang:91131'],
        ],
      },
    ],
  },
];
