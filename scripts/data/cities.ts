/**
 * The 12 cities of docs/product.md#sample-data with their real universities, a few real streets
 * for addresses, the centre the coordinates scatter around (departure 9), and each university's
 * main campus (departure 12): Free University of Berlin in Dahlem, the Autonomous University of
 * Barcelona in Bellaterra, Stockholm University at Frescati, and so on.
 */
import { AMENITY_POOL } from '../../src/lib/amenities.ts';
import { CITY_CENTRES } from '../../src/lib/servedCities.ts';

/** A university and where its main campus is (its main building or the campus most students attend). */
export interface UniversityInfo {
  name: string;
  campus: { lat: number; lng: number };
}

export interface CityInfo {
  name: string;
  country: string;
  centre: { lat: number; lng: number };
  /** Country calling code and the shape of a mobile number, # for a digit. */
  phone: string;
  postcode: string;
  /** Three real universities, each with the coordinates of its main campus (departure 12). */
  universities: readonly UniversityInfo[];
  streets: readonly string[];
}

export const cities: readonly CityInfo[] = [
  {
    name: 'Amsterdam',
    country: 'Netherlands',
    centre: CITY_CENTRES.Amsterdam,
    phone: '+31 6 #### ####',
    postcode: '10## AB',
    universities: [
      { name: 'University of Amsterdam', campus: { lat: 52.3635, lng: 4.912 } },
      { name: 'Vrije Universiteit Amsterdam', campus: { lat: 52.334, lng: 4.866 } },
      { name: 'Amsterdam University of Applied Sciences', campus: { lat: 52.3595, lng: 4.9085 } },
    ],
    streets: ['Prinsengracht', 'Keizersgracht', 'Overtoom', 'Ferdinand Bolstraat', 'Javastraat', 'Czaar Peterstraat'],
  },
  {
    name: 'Berlin',
    country: 'Germany',
    centre: CITY_CENTRES.Berlin,
    phone: '+49 151 ########',
    postcode: '10###',
    universities: [
      { name: 'Humboldt University of Berlin', campus: { lat: 52.518, lng: 13.3934 } },
      { name: 'Free University of Berlin', campus: { lat: 52.4527, lng: 13.2898 } },
      { name: 'Technical University of Berlin', campus: { lat: 52.5125, lng: 13.3269 } },
    ],
    streets: ['Sonnenallee', 'Kastanienallee', 'Karl-Marx-Allee', 'Oranienstraße', 'Bergmannstraße', 'Torstraße'],
  },
  {
    name: 'Barcelona',
    country: 'Spain',
    centre: CITY_CENTRES.Barcelona,
    phone: '+34 6## ### ###',
    postcode: '080##',
    universities: [
      { name: 'University of Barcelona', campus: { lat: 41.3865, lng: 2.164 } },
      { name: 'Autonomous University of Barcelona', campus: { lat: 41.5011, lng: 2.1053 } },
      { name: 'Pompeu Fabra University', campus: { lat: 41.3905, lng: 2.1915 } },
    ],
    streets: ['Carrer de Verdi', 'Carrer de Mallorca', 'Carrer del Consell de Cent', 'Carrer de Sants', 'Rambla del Raval', 'Carrer de Provença'],
  },
  {
    name: 'Paris',
    country: 'France',
    centre: CITY_CENTRES.Paris,
    phone: '+33 6 ## ## ## ##',
    postcode: '750##',
    universities: [
      { name: 'Sorbonne University', campus: { lat: 48.8486, lng: 2.343 } },
      { name: 'Université Paris Cité', campus: { lat: 48.8511, lng: 2.3407 } },
      { name: 'Sciences Po', campus: { lat: 48.8541, lng: 2.328 } },
    ],
    streets: ['Rue Mouffetard', 'Rue de Belleville', 'Rue de la Roquette', 'Boulevard Voltaire', 'Rue Oberkampf', 'Rue Lepic'],
  },
  {
    name: 'London',
    country: 'United Kingdom',
    centre: CITY_CENTRES.London,
    phone: '+44 7### ######',
    postcode: 'N# #AB',
    universities: [
      { name: 'University College London', campus: { lat: 51.5246, lng: -0.134 } },
      { name: "King's College London", campus: { lat: 51.5115, lng: -0.116 } },
      { name: 'Imperial College London', campus: { lat: 51.4988, lng: -0.1749 } },
    ],
    streets: ['Camden Road', 'Holloway Road', 'Mile End Road', 'Caledonian Road', 'Kingsland Road', 'Old Kent Road'],
  },
  {
    name: 'Rome',
    country: 'Italy',
    centre: CITY_CENTRES.Rome,
    phone: '+39 3## ### ####',
    postcode: '001##',
    universities: [
      { name: 'Sapienza University of Rome', campus: { lat: 41.9037, lng: 12.5144 } },
      { name: 'University of Rome Tor Vergata', campus: { lat: 41.8535, lng: 12.604 } },
      { name: 'Roma Tre University', campus: { lat: 41.863, lng: 12.479 } },
    ],
    streets: ['Via del Corso', 'Via Nazionale', 'Via dei Volsci', 'Via Ostiense', 'Via Tiburtina', 'Viale Trastevere'],
  },
  {
    name: 'Vienna',
    country: 'Austria',
    centre: CITY_CENTRES.Vienna,
    phone: '+43 664 #######',
    postcode: '10#0',
    universities: [
      { name: 'University of Vienna', campus: { lat: 48.2131, lng: 16.36 } },
      { name: 'TU Wien', campus: { lat: 48.199, lng: 16.3699 } },
      { name: 'Vienna University of Economics and Business', campus: { lat: 48.2133, lng: 16.4085 } },
    ],
    streets: ['Mariahilfer Straße', 'Währinger Straße', 'Neubaugasse', 'Favoritenstraße', 'Landstraßer Hauptstraße', 'Josefstädter Straße'],
  },
  {
    name: 'Prague',
    country: 'Czech Republic',
    centre: CITY_CENTRES.Prague,
    phone: '+420 6## ### ###',
    postcode: '1## 00',
    universities: [
      { name: 'Charles University', campus: { lat: 50.0864, lng: 14.4235 } },
      { name: 'Czech Technical University in Prague', campus: { lat: 50.1029, lng: 14.392 } },
      { name: 'Prague University of Economics and Business', campus: { lat: 50.0842, lng: 14.4412 } },
    ],
    streets: ['Vinohradská', 'Křižíkova', 'Korunní', 'Seifertova', 'Dejvická', 'Milady Horákové'],
  },
  {
    name: 'Budapest',
    country: 'Hungary',
    centre: CITY_CENTRES.Budapest,
    phone: '+36 30 ### ####',
    postcode: '10##',
    universities: [
      { name: 'Eötvös Loránd University', campus: { lat: 47.4904, lng: 19.0596 } },
      { name: 'Budapest University of Technology and Economics', campus: { lat: 47.4812, lng: 19.0559 } },
      { name: 'Corvinus University of Budapest', campus: { lat: 47.4869, lng: 19.0583 } },
    ],
    streets: ['Andrássy út', 'Király utca', 'Ráday utca', 'Bartók Béla út', 'Üllői út', 'Szent István körút'],
  },
  {
    name: 'Stockholm',
    country: 'Sweden',
    centre: CITY_CENTRES.Stockholm,
    phone: '+46 70 ### ## ##',
    postcode: '11# ##',
    universities: [
      { name: 'Stockholm University', campus: { lat: 59.3652, lng: 18.058 } },
      { name: 'KTH Royal Institute of Technology', campus: { lat: 59.3498, lng: 18.0707 } },
      { name: 'Karolinska Institutet', campus: { lat: 59.349, lng: 18.027 } },
    ],
    streets: ['Götgatan', 'Sveavägen', 'Hornsgatan', 'Odengatan', 'Sankt Eriksgatan', 'Folkungagatan'],
  },
  {
    name: 'Copenhagen',
    country: 'Denmark',
    centre: CITY_CENTRES.Copenhagen,
    phone: '+45 ## ## ## ##',
    postcode: '2###',
    universities: [
      { name: 'University of Copenhagen', campus: { lat: 55.68, lng: 12.5722 } },
      { name: 'Copenhagen Business School', campus: { lat: 55.6814, lng: 12.5296 } },
      { name: 'IT University of Copenhagen', campus: { lat: 55.6596, lng: 12.591 } },
    ],
    streets: ['Nørrebrogade', 'Istedgade', 'Jagtvej', 'Amagerbrogade', 'Vesterbrogade', 'Østerbrogade'],
  },
  {
    name: 'Brussels',
    country: 'Belgium',
    centre: CITY_CENTRES.Brussels,
    phone: '+32 4## ## ## ##',
    postcode: '10##',
    universities: [
      { name: 'Université libre de Bruxelles', campus: { lat: 50.8126, lng: 4.3817 } },
      { name: 'Vrije Universiteit Brussel', campus: { lat: 50.8223, lng: 4.3952 } },
      { name: 'Saint-Louis University Brussels', campus: { lat: 50.8545, lng: 4.3596 } },
    ],
    streets: ["Chaussée d'Ixelles", 'Rue Haute', 'Avenue Louise', 'Rue Royale', 'Chaussée de Wavre', 'Rue du Midi'],
  },
];

/** The pool lives with the rules the listing form and the backend share. */
export const amenityPool = AMENITY_POOL;
