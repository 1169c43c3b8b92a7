/** A country the shop delivers to pickup points in (the four stores' countries). */
export type PickupCountry = 'FR' | 'DE' | 'GB' | 'IT'

/** A town or city and its centre, with the names shoppers of the four stores write it under. */
export interface PlaceCentroid {
  country: PickupCountry
  /** The name as the country writes it, shown back to the shopper. */
  name: string
  /** Other spellings (exonyms in English, French, German, Italian). */
  aliases: readonly string[]
  latitude: number
  longitude: number
}

/** A postcode district (a whole code, or a leading part of codes when `area`) and its centre. */
export interface PostcodeCentroid {
  country: PickupCountry
  /** Without spaces: `75011`, `EC1V`; a leading part (`75`, `EC`) when `area` is set. */
  code: string
  /** True when the entry stands for every code that starts with `code`. */
  area?: boolean
  /** The place the district belongs to, shown back to the shopper. */
  name: string
  latitude: number
  longitude: number
}

// The areas of the seeded pickup points and the towns around them: geocoding stays offline.
export const PLACES: readonly PlaceCentroid[] = [
  { country: 'FR', name: 'Paris', aliases: ['Parigi'], latitude: 48.8566, longitude: 2.3522 },
  { country: 'FR', name: 'Boulogne-Billancourt', aliases: [], latitude: 48.8397, longitude: 2.2399 },
  { country: 'FR', name: 'Saint-Denis', aliases: [], latitude: 48.9362, longitude: 2.3574 },
  { country: 'FR', name: 'Versailles', aliases: [], latitude: 48.8049, longitude: 2.1204 },
  { country: 'FR', name: 'Lyon', aliases: ['Lyons', 'Lione'], latitude: 45.764, longitude: 4.8357 },
  { country: 'FR', name: 'Villeurbanne', aliases: [], latitude: 45.7719, longitude: 4.8902 },
  { country: 'FR', name: 'Vénissieux', aliases: [], latitude: 45.6975, longitude: 4.8867 },
  {
    country: 'FR',
    name: 'Marseille',
    aliases: ['Marseilles', 'Marsiglia'],
    latitude: 43.2965,
    longitude: 5.3698,
  },
  { country: 'FR', name: 'Aix-en-Provence', aliases: [], latitude: 43.5297, longitude: 5.4474 },
  { country: 'DE', name: 'Berlin', aliases: ['Berlino'], latitude: 52.52, longitude: 13.405 },
  { country: 'DE', name: 'Potsdam', aliases: [], latitude: 52.3906, longitude: 13.0645 },
  {
    country: 'DE',
    name: 'München',
    aliases: ['Munich', 'Monaco di Baviera'],
    latitude: 48.1351,
    longitude: 11.582,
  },
  {
    country: 'DE',
    name: 'Garching bei München',
    aliases: ['Garching'],
    latitude: 48.2496,
    longitude: 11.6512,
  },
  { country: 'DE', name: 'Hamburg', aliases: ['Hambourg', 'Amburgo'], latitude: 53.5511, longitude: 9.9937 },
  { country: 'GB', name: 'London', aliases: ['Londres', 'Londra'], latitude: 51.5074, longitude: -0.1278 },
  { country: 'GB', name: 'Croydon', aliases: [], latitude: 51.3762, longitude: -0.0982 },
  { country: 'GB', name: 'Manchester', aliases: [], latitude: 53.4808, longitude: -2.2426 },
  { country: 'GB', name: 'Salford', aliases: [], latitude: 53.4875, longitude: -2.2901 },
  {
    country: 'GB',
    name: 'Edinburgh',
    aliases: ['Édimbourg', 'Edimburgo'],
    latitude: 55.9533,
    longitude: -3.1883,
  },
  { country: 'IT', name: 'Milano', aliases: ['Milan', 'Mailand'], latitude: 45.4642, longitude: 9.19 },
  { country: 'IT', name: 'Monza', aliases: [], latitude: 45.5845, longitude: 9.2744 },
  { country: 'IT', name: 'Sesto San Giovanni', aliases: [], latitude: 45.5345, longitude: 9.2297 },
  { country: 'IT', name: 'Roma', aliases: ['Rome', 'Rom'], latitude: 41.9028, longitude: 12.4964 },
  { country: 'IT', name: 'Fiumicino', aliases: [], latitude: 41.7672, longitude: 12.2343 },
  { country: 'IT', name: 'Torino', aliases: ['Turin'], latitude: 45.0703, longitude: 7.6869 },
]

export const POSTCODES: readonly PostcodeCentroid[] = [
  { country: 'FR', code: '75', area: true, name: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  { country: 'FR', code: '75003', name: 'Paris', latitude: 48.8637, longitude: 2.3615 },
  { country: 'FR', code: '75011', name: 'Paris', latitude: 48.8592, longitude: 2.3801 },
  { country: 'FR', code: '75012', name: 'Paris', latitude: 48.8396, longitude: 2.3876 },
  { country: 'FR', code: '75015', name: 'Paris', latitude: 48.8412, longitude: 2.3003 },
  { country: 'FR', code: '75018', name: 'Paris', latitude: 48.8925, longitude: 2.3444 },
  { country: 'FR', code: '92100', name: 'Boulogne-Billancourt', latitude: 48.8397, longitude: 2.2399 },
  { country: 'FR', code: '69', area: true, name: 'Lyon', latitude: 45.764, longitude: 4.8357 },
  { country: 'FR', code: '69001', name: 'Lyon', latitude: 45.7699, longitude: 4.8292 },
  { country: 'FR', code: '69002', name: 'Lyon', latitude: 45.7485, longitude: 4.8271 },
  { country: 'FR', code: '69003', name: 'Lyon', latitude: 45.7597, longitude: 4.8675 },
  { country: 'FR', code: '69004', name: 'Lyon', latitude: 45.7787, longitude: 4.8268 },
  { country: 'FR', code: '69100', name: 'Villeurbanne', latitude: 45.7719, longitude: 4.8902 },
  { country: 'FR', code: '13', area: true, name: 'Marseille', latitude: 43.2965, longitude: 5.3698 },
  { country: 'FR', code: '13001', name: 'Marseille', latitude: 43.2999, longitude: 5.3841 },
  { country: 'FR', code: '13002', name: 'Marseille', latitude: 43.3096, longitude: 5.3659 },
  { country: 'FR', code: '13006', name: 'Marseille', latitude: 43.2874, longitude: 5.3807 },
  { country: 'DE', code: '10', area: true, name: 'Berlin', latitude: 52.52, longitude: 13.405 },
  { country: 'DE', code: '12', area: true, name: 'Berlin', latitude: 52.46, longitude: 13.4 },
  { country: 'DE', code: '10115', name: 'Berlin', latitude: 52.5323, longitude: 13.3846 },
  { country: 'DE', code: '10435', name: 'Berlin', latitude: 52.5378, longitude: 13.4105 },
  { country: 'DE', code: '10557', name: 'Berlin', latitude: 52.5237, longitude: 13.3613 },
  { country: 'DE', code: '10999', name: 'Berlin', latitude: 52.4986, longitude: 13.4257 },
  { country: 'DE', code: '12163', name: 'Berlin', latitude: 52.4598, longitude: 13.3195 },
  { country: 'DE', code: '14467', name: 'Potsdam', latitude: 52.3995, longitude: 13.0583 },
  { country: 'DE', code: '80', area: true, name: 'München', latitude: 48.1351, longitude: 11.582 },
  { country: 'DE', code: '81', area: true, name: 'München', latitude: 48.12, longitude: 11.6 },
  { country: 'DE', code: '80331', name: 'München', latitude: 48.1351, longitude: 11.5728 },
  { country: 'DE', code: '80335', name: 'München', latitude: 48.1437, longitude: 11.5578 },
  { country: 'DE', code: '80469', name: 'München', latitude: 48.1298, longitude: 11.5745 },
  { country: 'DE', code: '80802', name: 'München', latitude: 48.1614, longitude: 11.5864 },
  { country: 'DE', code: '81667', name: 'München', latitude: 48.1296, longitude: 11.5966 },
  { country: 'DE', code: '20', area: true, name: 'Hamburg', latitude: 53.5511, longitude: 9.9937 },
  { country: 'DE', code: '22', area: true, name: 'Hamburg', latitude: 53.58, longitude: 9.95 },
  { country: 'DE', code: '20095', name: 'Hamburg', latitude: 53.5509, longitude: 10.0006 },
  { country: 'DE', code: '20099', name: 'Hamburg', latitude: 53.5569, longitude: 10.0145 },
  { country: 'DE', code: '20249', name: 'Hamburg', latitude: 53.5862, longitude: 9.9874 },
  { country: 'DE', code: '22765', name: 'Hamburg', latitude: 53.5548, longitude: 9.9288 },
  { country: 'GB', code: 'EC', area: true, name: 'London', latitude: 51.5155, longitude: -0.0922 },
  { country: 'GB', code: 'EC1V', name: 'London', latitude: 51.5265, longitude: -0.0986 },
  { country: 'GB', code: 'N', area: true, name: 'London', latitude: 51.5655, longitude: -0.1049 },
  { country: 'GB', code: 'N1C', name: 'London', latitude: 51.5349, longitude: -0.1254 },
  { country: 'GB', code: 'NW', area: true, name: 'London', latitude: 51.5516, longitude: -0.1724 },
  { country: 'GB', code: 'NW1', name: 'London', latitude: 51.5327, longitude: -0.1457 },
  { country: 'GB', code: 'SE', area: true, name: 'London', latitude: 51.4733, longitude: -0.0596 },
  { country: 'GB', code: 'SE1', name: 'London', latitude: 51.4991, longitude: -0.0914 },
  { country: 'GB', code: 'SW', area: true, name: 'London', latitude: 51.4741, longitude: -0.1707 },
  { country: 'GB', code: 'SW9', name: 'London', latitude: 51.4686, longitude: -0.1152 },
  { country: 'GB', code: 'W', area: true, name: 'London', latitude: 51.5113, longitude: -0.2283 },
  { country: 'GB', code: 'W8', name: 'London', latitude: 51.5004, longitude: -0.1932 },
  { country: 'GB', code: 'CR0', name: 'Croydon', latitude: 51.3727, longitude: -0.0887 },
  { country: 'GB', code: 'M', area: true, name: 'Manchester', latitude: 53.4808, longitude: -2.2426 },
  { country: 'GB', code: 'M1', name: 'Manchester', latitude: 53.4794, longitude: -2.2353 },
  { country: 'GB', code: 'M13', name: 'Manchester', latitude: 53.4618, longitude: -2.2182 },
  { country: 'GB', code: 'M20', name: 'Manchester', latitude: 53.4185, longitude: -2.2326 },
  { country: 'GB', code: 'EH', area: true, name: 'Edinburgh', latitude: 55.9533, longitude: -3.1883 },
  { country: 'GB', code: 'EH1', name: 'Edinburgh', latitude: 55.9519, longitude: -3.1895 },
  { country: 'GB', code: 'EH6', name: 'Edinburgh', latitude: 55.9712, longitude: -3.1713 },
  { country: 'GB', code: 'EH10', name: 'Edinburgh', latitude: 55.9286, longitude: -3.2124 },
  { country: 'IT', code: '20', area: true, name: 'Milano', latitude: 45.4642, longitude: 9.19 },
  { country: 'IT', code: '20121', name: 'Milano', latitude: 45.4719, longitude: 9.1881 },
  { country: 'IT', code: '20124', name: 'Milano', latitude: 45.4828, longitude: 9.2045 },
  { country: 'IT', code: '20143', name: 'Milano', latitude: 45.4471, longitude: 9.1667 },
  { country: 'IT', code: '20159', name: 'Milano', latitude: 45.4935, longitude: 9.1897 },
  { country: 'IT', code: '20900', name: 'Monza', latitude: 45.5845, longitude: 9.2744 },
  { country: 'IT', code: '00', area: true, name: 'Roma', latitude: 41.9028, longitude: 12.4964 },
  { country: 'IT', code: '00153', name: 'Roma', latitude: 41.8812, longitude: 12.4708 },
  { country: 'IT', code: '00183', name: 'Roma', latitude: 41.8836, longitude: 12.5086 },
  { country: 'IT', code: '00185', name: 'Roma', latitude: 41.8986, longitude: 12.5057 },
  { country: 'IT', code: '00186', name: 'Roma', latitude: 41.8986, longitude: 12.4769 },
  { country: 'IT', code: '00192', name: 'Roma', latitude: 41.9075, longitude: 12.4636 },
  { country: 'IT', code: '10', area: true, name: 'Torino', latitude: 45.0703, longitude: 7.6869 },
  { country: 'IT', code: '10122', name: 'Torino', latitude: 45.0762, longitude: 7.6697 },
  { country: 'IT', code: '10124', name: 'Torino', latitude: 45.0705, longitude: 7.6961 },
  { country: 'IT', code: '10125', name: 'Torino', latitude: 45.0563, longitude: 7.6812 },
  { country: 'IT', code: '10128', name: 'Torino', latitude: 45.0595, longitude: 7.6723 },
]
