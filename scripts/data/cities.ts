/**
 * The 12 cities of docs/product.md#sample-data with their real universities, a few real streets for addresses and
 * the centre the coordinates scatter around (departure 9).
 */
export interface CityInfo {
  name: string;
  country: string;
  centre: { lat: number; lng: number };
  /** Country calling code and the shape of a mobile number, # for a digit. */
  phone: string;
  postcode: string;
  universities: readonly string[];
  streets: readonly string[];
}

export const cities: readonly CityInfo[] = [
  {
    name: 'Amsterdam', country: 'Netherlands', centre: { lat: 52.3676, lng: 4.9041 }, phone: '+31 6 #### ####', postcode: '10## AB',
    universities: ['University of Amsterdam', 'Vrije Universiteit Amsterdam', 'Amsterdam University of Applied Sciences'],
    streets: ['Prinsengracht', 'Keizersgracht', 'Overtoom', 'Ferdinand Bolstraat', 'Javastraat', 'Czaar Peterstraat'],
  },
  {
    name: 'Berlin', country: 'Germany', centre: { lat: 52.52, lng: 13.405 }, phone: '+49 151 ########', postcode: '10###',
    universities: ['Humboldt University of Berlin', 'Free University of Berlin', 'Technical University of Berlin'],
    streets: ['Sonnenallee', 'Kastanienallee', 'Karl-Marx-Allee', 'Oranienstraße', 'Bergmannstraße', 'Torstraße'],
  },
  {
    name: 'Barcelona', country: 'Spain', centre: { lat: 41.3874, lng: 2.1686 }, phone: '+34 6## ### ###', postcode: '080##',
    universities: ['University of Barcelona', 'Autonomous University of Barcelona', 'Pompeu Fabra University'],
    streets: ['Carrer de Verdi', 'Carrer de Mallorca', 'Carrer del Consell de Cent', 'Carrer de Sants', 'Rambla del Raval', 'Carrer de Provença'],
  },
  {
    name: 'Paris', country: 'France', centre: { lat: 48.8566, lng: 2.3522 }, phone: '+33 6 ## ## ## ##', postcode: '750##',
    universities: ['Sorbonne University', 'Université Paris Cité', 'Sciences Po'],
    streets: ['Rue Mouffetard', 'Rue de Belleville', "Rue de la Roquette", 'Boulevard Voltaire', 'Rue Oberkampf', 'Rue Lepic'],
  },
  {
    name: 'London', country: 'United Kingdom', centre: { lat: 51.5072, lng: -0.1276 }, phone: '+44 7### ######', postcode: 'N# #AB',
    universities: ["University College London", "King's College London", 'Imperial College London'],
    streets: ['Camden Road', 'Holloway Road', 'Mile End Road', 'Caledonian Road', 'Kingsland Road', 'Old Kent Road'],
  },
  {
    name: 'Rome', country: 'Italy', centre: { lat: 41.9028, lng: 12.4964 }, phone: '+39 3## ### ####', postcode: '001##',
    universities: ['Sapienza University of Rome', 'University of Rome Tor Vergata', 'Roma Tre University'],
    streets: ['Via del Corso', 'Via Nazionale', 'Via dei Volsci', 'Via Ostiense', 'Via Tiburtina', 'Viale Trastevere'],
  },
  {
    name: 'Vienna', country: 'Austria', centre: { lat: 48.2082, lng: 16.3738 }, phone: '+43 664 #######', postcode: '10#0',
    universities: ['University of Vienna', 'TU Wien', 'Vienna University of Economics and Business'],
    streets: ['Mariahilfer Straße', 'Währinger Straße', 'Neubaugasse', 'Favoritenstraße', 'Landstraßer Hauptstraße', 'Josefstädter Straße'],
  },
  {
    name: 'Prague', country: 'Czech Republic', centre: { lat: 50.0755, lng: 14.4378 }, phone: '+420 6## ### ###', postcode: '1## 00',
    universities: ['Charles University', 'Czech Technical University in Prague', 'Prague University of Economics and Business'],
    streets: ['Vinohradská', 'Křižíkova', 'Korunní', 'Seifertova', 'Dejvická', 'Milady Horákové'],
  },
  {
    name: 'Budapest', country: 'Hungary', centre: { lat: 47.4979, lng: 19.0402 }, phone: '+36 30 ### ####', postcode: '10##',
    universities: ['Eötvös Loránd University', 'Budapest University of Technology and Economics', 'Corvinus University of Budapest'],
    streets: ['Andrássy út', 'Király utca', 'Ráday utca', 'Bartók Béla út', 'Üllői út', 'Szent István körút'],
  },
  {
    name: 'Stockholm', country: 'Sweden', centre: { lat: 59.3293, lng: 18.0686 }, phone: '+46 70 ### ## ##', postcode: '11# ##',
    universities: ['Stockholm University', 'KTH Royal Institute of Technology', 'Karolinska Institutet'],
    streets: ['Götgatan', 'Sveavägen', 'Hornsgatan', 'Odengatan', 'Sankt Eriksgatan', 'Folkungagatan'],
  },
  {
    name: 'Copenhagen', country: 'Denmark', centre: { lat: 55.6761, lng: 12.5683 }, phone: '+45 ## ## ## ##', postcode: '2###',
    universities: ['University of Copenhagen', 'Copenhagen Business School', 'IT University of Copenhagen'],
    streets: ['Nørrebrogade', 'Istedgade', 'Jagtvej', 'Amagerbrogade', 'Vesterbrogade', 'Østerbrogade'],
  },
  {
    name: 'Brussels', country: 'Belgium', centre: { lat: 50.8503, lng: 4.3517 }, phone: '+32 4## ## ## ##', postcode: '10##',
    universities: ['Université libre de Bruxelles', 'Vrije Universiteit Brussel', 'Saint-Louis University Brussels'],
    streets: ["Chaussée d'Ixelles", 'Rue Haute', 'Avenue Louise', 'Rue Royale', 'Chaussée de Wavre', 'Rue du Midi'],
  },
];

export const amenityPool = [
  'WiFi', 'Washing Machine', 'Air Conditioning', 'Heating', 'Parking', 'Bike Storage', 'Study Room', 'Gym',
  'Garden', 'Balcony', 'Kitchen', 'Dishwasher', 'Microwave', 'Refrigerator', 'TV', 'Furnished',
] as const;
