import type { Insertable } from 'kysely'
import type { PickupPointTable } from '../tables.ts'

type Slot = { from: string; to: string }
type Week = [Slot[], Slot[], Slot[], Slot[], Slot[], Slot[], Slot[]]

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

const slot = (from: string, to: string): Slot => ({ from, to })

/** Weekly opening hours of the kinds of shops that keep parcels (Monday first). */
const HOURS = {
  /** A shop open all day, Saturday included. */
  shop: [[slot('09:00', '19:00')], [slot('09:00', '19:00')], [slot('09:00', '19:00')], [slot('09:00', '19:00')], [slot('09:00', '19:00')], [slot('09:00', '18:00')], []],
  /** A newsagent or tobacconist: early mornings and Sunday mornings. */
  newsagent: [[slot('07:00', '20:00')], [slot('07:00', '20:00')], [slot('07:00', '20:00')], [slot('07:00', '20:00')], [slot('07:00', '20:00')], [slot('08:00', '20:00')], [slot('08:00', '13:00')]],
  /** A small shop closed at lunchtime and on Mondays. */
  lunchBreak: [[], [slot('09:30', '12:30'), slot('14:00', '19:00')], [slot('09:30', '12:30'), slot('14:00', '19:00')], [slot('09:30', '12:30'), slot('14:00', '19:00')], [slot('09:30', '12:30'), slot('14:00', '19:00')], [slot('09:30', '12:30'), slot('14:00', '19:00')], []],
  /** A parcel locker, open around the clock. */
  locker: [[slot('00:00', '24:00')], [slot('00:00', '24:00')], [slot('00:00', '24:00')], [slot('00:00', '24:00')], [slot('00:00', '24:00')], [slot('00:00', '24:00')], [slot('00:00', '24:00')]],
  /** A supermarket desk, long hours and Sunday mornings. */
  supermarket: [[slot('08:30', '21:00')], [slot('08:30', '21:00')], [slot('08:30', '21:00')], [slot('08:30', '21:00')], [slot('08:30', '21:00')], [slot('08:30', '21:00')], [slot('09:00', '12:30')]],
} satisfies Record<string, Week>

type Hours = keyof typeof HOURS

/** One pickup point: code, shop name, street line, postcode, locality, position, opening hours. */
type PointRow = [code: string, name: string, street: string, postcode: string, locality: string, latitude: number, longitude: number, hours: Hours]

// Real streets of each city, with positions close to where they are; the shops are invented.
const POINTS: Record<'FR' | 'DE' | 'GB' | 'IT', PointRow[]> = {
  FR: [
    ['PP-FR-PAR-01', 'Tabac de la Roquette', '62 rue de la Roquette', '75011', 'Paris', 48.85571, 2.37365, 'newsagent'],
    ['PP-FR-PAR-02', 'Presse Oberkampf', '105 rue Oberkampf', '75011', 'Paris', 48.86531, 2.37812, 'newsagent'],
    ['PP-FR-PAR-03', 'Casier Gare de Lyon', '20 boulevard Diderot', '75012', 'Paris', 48.84525, 2.37426, 'locker'],
    ['PP-FR-PAR-04', 'Librairie du Marais', '27 rue de Bretagne', '75003', 'Paris', 48.86303, 2.36196, 'lunchBreak'],
    ['PP-FR-PAR-05', 'Pressing Montmartre', '44 rue des Abbesses', '75018', 'Paris', 48.88453, 2.33793, 'shop'],
    ['PP-FR-PAR-06', 'Supérette Convention', '118 rue de la Convention', '75015', 'Paris', 48.83946, 2.29281, 'supermarket'],
    ['PP-FR-LYS-01', 'Relais Mercière', '35 rue Mercière', '69002', 'Lyon', 45.76153, 4.83358, 'lunchBreak'],
    ['PP-FR-LYS-02', 'Tabac des Jacobins', '4 place des Jacobins', '69002', 'Lyon', 45.76023, 4.83328, 'newsagent'],
    ['PP-FR-LYS-03', 'Casier Part-Dieu', '5 place Charles Béraudier', '69003', 'Lyon', 45.76058, 4.85941, 'locker'],
    ['PP-FR-LYS-04', 'Épicerie de la Croix-Rousse', '12 boulevard de la Croix-Rousse', '69004', 'Lyon', 45.77485, 4.83106, 'shop'],
    ['PP-FR-LYS-05', 'Presse Villeurbanne Gratte-Ciel', '21 avenue Henri Barbusse', '69100', 'Villeurbanne', 45.76911, 4.87991, 'newsagent'],
    ['PP-FR-MRS-01', 'Tabac du Vieux-Port', '14 quai du Port', '13002', 'Marseille', 43.29653, 5.36947, 'newsagent'],
    ['PP-FR-MRS-02', 'Librairie de la Canebière', '48 La Canebière', '13001', 'Marseille', 43.29721, 5.37861, 'lunchBreak'],
    ['PP-FR-MRS-03', 'Casier Saint-Charles', '1 square Narvik', '13001', 'Marseille', 43.30262, 5.38088, 'locker'],
    ['PP-FR-MRS-04', 'Supérette Castellane', '9 place Castellane', '13006', 'Marseille', 43.28593, 5.38369, 'supermarket'],
  ],
  DE: [
    ['PP-DE-BER-01', 'Späti Invalidenstraße', 'Invalidenstraße 112', '10115', 'Berlin', 52.53107, 13.38513, 'newsagent'],
    ['PP-DE-BER-02', 'Paketbox Hauptbahnhof', 'Europaplatz 1', '10557', 'Berlin', 52.52508, 13.36941, 'locker'],
    ['PP-DE-BER-03', 'Schreibwaren Kastanienallee', 'Kastanienallee 30', '10435', 'Berlin', 52.53892, 13.40867, 'shop'],
    ['PP-DE-BER-04', 'Kiosk am Kottbusser Tor', 'Adalbertstraße 4', '10999', 'Berlin', 52.49936, 13.41871, 'newsagent'],
    ['PP-DE-BER-05', 'Reinigung Schlossstraße', 'Schloßstraße 34', '12163', 'Berlin', 52.45866, 13.32152, 'lunchBreak'],
    ['PP-DE-MUC-01', 'Tabak Sendlinger Straße', 'Sendlinger Straße 12', '80331', 'München', 48.13573, 11.57167, 'newsagent'],
    ['PP-DE-MUC-02', 'Paketbox Hauptbahnhof', 'Bayerstraße 10', '80335', 'München', 48.13989, 11.56262, 'locker'],
    ['PP-DE-MUC-03', 'Schreibwaren Schwabing', 'Leopoldstraße 58', '80802', 'München', 48.16051, 11.58601, 'shop'],
    ['PP-DE-MUC-04', 'Kiosk Gärtnerplatz', 'Reichenbachstraße 22', '80469', 'München', 48.13172, 11.57624, 'newsagent'],
    ['PP-DE-MUC-05', 'Supermarkt Haidhausen', 'Weißenburger Straße 15', '81667', 'München', 48.12876, 11.59562, 'supermarket'],
    ['PP-DE-HAM-01', 'Kiosk Mönckebergstraße', 'Mönckebergstraße 7', '20095', 'Hamburg', 53.55066, 9.99834, 'newsagent'],
    ['PP-DE-HAM-02', 'Paketbox Altona', 'Ottenser Hauptstraße 10', '22765', 'Hamburg', 53.55207, 9.93465, 'locker'],
    ['PP-DE-HAM-03', 'Schreibwaren Eppendorf', 'Eppendorfer Baum 21', '20249', 'Hamburg', 53.58337, 9.98313, 'lunchBreak'],
    ['PP-DE-HAM-04', 'Supermarkt St. Georg', 'Lange Reihe 40', '20099', 'Hamburg', 53.55656, 10.01198, 'supermarket'],
  ],
  GB: [
    ['PP-GB-LON-01', 'City Road Newsagents', '221 City Road', 'EC1V 1JN', 'London', 51.52813, -0.09577, 'newsagent'],
    ['PP-GB-LON-02', 'Locker King’s Cross', 'Euston Road', 'N1C 4QP', 'London', 51.53081, -0.12392, 'locker'],
    ['PP-GB-LON-03', 'Camden Stationers', '48 Camden High Street', 'NW1 0LT', 'London', 51.53668, -0.14088, 'shop'],
    ['PP-GB-LON-04', 'Borough Corner Shop', '12 Borough High Street', 'SE1 9QG', 'London', 51.50506, -0.09001, 'supermarket'],
    ['PP-GB-LON-05', 'Brixton Post & Print', '405 Brixton Road', 'SW9 7DG', 'London', 51.46302, -0.11316, 'lunchBreak'],
    ['PP-GB-LON-06', 'Kensington Dry Cleaners', '142 Kensington Church Street', 'W8 4BN', 'London', 51.50787, -0.19446, 'shop'],
    ['PP-GB-MAN-01', 'Piccadilly Newsagents', '36 Piccadilly', 'M1 2AP', 'Manchester', 53.48121, -2.23444, 'newsagent'],
    ['PP-GB-MAN-02', 'Locker Oxford Road', '100 Oxford Road', 'M13 9PL', 'Manchester', 53.46961, -2.23627, 'locker'],
    ['PP-GB-MAN-03', 'Northern Quarter Stationers', '23 Oldham Street', 'M1 1JG', 'Manchester', 53.48368, -2.23568, 'shop'],
    ['PP-GB-MAN-04', 'Didsbury Convenience Store', '750 Wilmslow Road', 'M20 2DW', 'Manchester', 53.41695, -2.23102, 'supermarket'],
    ['PP-GB-EDI-01', 'Leith Walk Newsagents', '120 Leith Walk', 'EH6 5DT', 'Edinburgh', 55.96336, -3.17757, 'newsagent'],
    ['PP-GB-EDI-02', 'Locker Waverley', 'Waverley Bridge', 'EH1 1BB', 'Edinburgh', 55.95197, -3.19106, 'locker'],
    ['PP-GB-EDI-03', 'Bruntsfield Post Office Shop', '155 Bruntsfield Place', 'EH10 4DG', 'Edinburgh', 55.93649, -3.20712, 'lunchBreak'],
  ],
  IT: [
    ['PP-IT-MIL-01', 'Tabaccheria Brera', 'Via Brera 12', '20121', 'Milano', 45.47226, 9.18767, 'newsagent'],
    ['PP-IT-MIL-02', 'Locker Stazione Centrale', 'Piazza Duca d’Aosta 1', '20124', 'Milano', 45.48582, 9.20389, 'locker'],
    ['PP-IT-MIL-03', 'Cartoleria Navigli', 'Ripa di Porta Ticinese 55', '20143', 'Milano', 45.45174, 9.17254, 'lunchBreak'],
    ['PP-IT-MIL-04', 'Edicola Porta Venezia', 'Corso Buenos Aires 33', '20124', 'Milano', 45.48028, 9.21068, 'newsagent'],
    ['PP-IT-MIL-05', 'Minimarket Isola', 'Via Borsieri 20', '20159', 'Milano', 45.48902, 9.18867, 'supermarket'],
    ['PP-IT-ROM-01', 'Tabaccheria del Corso', 'Via del Corso 150', '00186', 'Roma', 41.90016, 12.48102, 'newsagent'],
    ['PP-IT-ROM-02', 'Locker Roma Termini', 'Piazza dei Cinquecento 1', '00185', 'Roma', 41.90107, 12.50107, 'locker'],
    ['PP-IT-ROM-03', 'Cartoleria Trastevere', 'Viale di Trastevere 80', '00153', 'Roma', 41.88477, 12.47236, 'lunchBreak'],
    ['PP-IT-ROM-04', 'Edicola Prati', 'Via Cola di Rienzo 120', '00192', 'Roma', 41.90777, 12.46411, 'newsagent'],
    ['PP-IT-ROM-05', 'Minimarket San Giovanni', 'Via Appia Nuova 45', '00183', 'Roma', 41.88272, 12.51052, 'supermarket'],
    ['PP-IT-TRN-01', 'Tabaccheria Porta Nuova', 'Via Sacchi 2', '10128', 'Torino', 45.06249, 7.67827, 'newsagent'],
    ['PP-IT-TRN-02', 'Cartoleria San Salvario', 'Via Madama Cristina 40', '10125', 'Torino', 45.05623, 7.68327, 'lunchBreak'],
    ['PP-IT-TRN-03', 'Locker Porta Susa', 'Piazza XVIII Dicembre 8', '10122', 'Torino', 45.07466, 7.66591, 'locker'],
    ['PP-IT-TRN-04', 'Minimarket Vanchiglia', 'Via Vanchiglia 16', '10124', 'Torino', 45.07122, 7.69573, 'supermarket'],
  ],
}

/** Parcel pickup points in the four stores' countries: shops and lockers in three cities each, with weekly opening hours. */
export function buildPickupPoints(): Insertable<PickupPointTable>[] {
  return Object.entries(POINTS).flatMap(([country, rows]) =>
    rows.map(([id, name, street, postcode, locality, latitude, longitude, hours]) => ({
      id,
      name,
      country,
      locality,
      postal_code: postcode,
      street_address: [street],
      latitude,
      longitude,
      schedule: JSON.stringify(HOURS[hours].map((opening, index) => ({ day: DAYS[index], opening }))),
    })),
  )
}
